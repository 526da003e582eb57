import CV4L2
import SystemPackage
import Testing
@testable import CameraKit

@Suite("V4L2 format negotiation")
struct V4L2NegotiationTests {
    @Test("MJPEG wins at 1280×720 when YUYV reaches 720p only at 10 fps")
    func mjpegWhenYUYVIsSlow() throws {
        let device = FakeWebcams.c920()
        let (camera, _) = try openCamera(device, size: .hd720)
        #expect(camera.format.fourcc == .mjpeg)
        #expect(camera.format.size == .hd720)
        #expect(camera.format.framesPerSecond == 30)
        #expect(device.currentFormat?.pixelformat == V4L2FourCC.mjpeg.rawValue)
        #expect(device.setInterval?.numerator == 1)
        #expect(device.setInterval?.denominator == 30)
    }

    @Test("YUYV is taken when it reaches the rate, and the minimum rate decides")
    func yuyvWhenFastEnough() throws {
        let (slowOK, _) = try openCameraWith(FakeWebcams.c920(), size: .hd720, minimumRate: 10)
        #expect(slowOK.format.fourcc == .yuyv)
        #expect(slowOK.format.framesPerSecond == 10)
        let (vga, _) = try openCameraWith(FakeWebcams.c920(), size: V4L2FrameSize(width: 640, height: 480), minimumRate: 15)
        #expect(vga.format.fourcc == .yuyv)
        #expect(vga.format.size == V4L2FrameSize(width: 640, height: 480))
    }

    @Test("GREY is preferred to YUYV and MJPEG when it reaches the rate")
    func greyPreferred() throws {
        let sizes = [FakeSize(1280, 720, fps: 30)]
        let device = FakeVideoDevice(formats: [
            FakeFormat(fourcc: .mjpeg, name: "Motion-JPEG", sizes: sizes),
            FakeFormat(fourcc: .yuyv, name: "YUYV 4:2:2", sizes: sizes),
            FakeFormat(fourcc: .grey, name: "8-bit Greyscale", sizes: sizes),
        ])
        let (camera, _) = try openCamera(device, size: .hd720)
        #expect(camera.format.fourcc == .grey)
        #expect(camera.format.bytesPerLine == 1280)
    }

    @Test("a GREY format too slow loses to a fast one at the same size")
    func slowGreyLoses() throws {
        let device = FakeVideoDevice(formats: [
            .grey(FakeSize(1280, 720, fps: 5)),
            .mjpeg(FakeSize(1280, 720, fps: 30)),
        ])
        let (camera, _) = try openCamera(device, size: .hd720)
        #expect(camera.format.fourcc == .mjpeg)
    }

    @Test("JPEG is read as MJPEG")
    func jpegCountsAsMJPEG() throws {
        let device = FakeVideoDevice(formats: [FakeFormat(fourcc: .jpeg, name: "JFIF JPEG",
                                                          sizes: [FakeSize(640, 480, fps: 30)])])
        let (camera, _) = try openCamera(device, size: .hd720)
        #expect(camera.format.fourcc == .jpeg)
        #expect(camera.format.size == V4L2FrameSize(width: 640, height: 480))
    }

    @Test("the size nearest by pixel count wins, then the nearer aspect")
    func nearestSize() throws {
        let device = FakeVideoDevice(formats: [
            .yuyv(FakeSize(640, 480, fps: 30), FakeSize(1280, 720, fps: 30), FakeSize(1920, 1080, fps: 30)),
        ])
        let (camera, _) = try openCamera(device, size: V4L2FrameSize(width: 1000, height: 600))
        #expect(camera.format.size == V4L2FrameSize(width: 640, height: 480))

        let sameArea = FakeVideoDevice(formats: [.grey(FakeSize(1280, 540, fps: 30), FakeSize(960, 720, fps: 30))])
        let (aspect, _) = try openCamera(sameArea, size: .hd720)
        #expect(aspect.format.size == V4L2FrameSize(width: 960, height: 720))
    }

    @Test("when nothing reaches the minimum rate the fastest is taken")
    func fastestWhenNothingIsFastEnough() throws {
        let device = FakeVideoDevice(formats: [
            .yuyv(FakeSize(1280, 720, fps: 5)),
            .mjpeg(FakeSize(640, 480, fps: 10), FakeSize(1280, 720, fps: 7)),
        ])
        let (camera, _) = try openCamera(device, size: .hd720)
        #expect(camera.format.fourcc == .mjpeg)
        #expect(camera.format.size == V4L2FrameSize(width: 640, height: 480))
        #expect(camera.format.framesPerSecond == 10)
    }

    @Test("from a stepwise range the nearest size on the steps is asked for")
    func stepwiseSizes() throws {
        let range = V4L2SizeRange(minimum: V4L2FrameSize(width: 160, height: 120),
                                  maximum: V4L2FrameSize(width: 1920, height: 1080), widthStep: 16, heightStep: 8)
        let device = FakeVideoDevice(formats: [FakeFormat(fourcc: .grey, name: "Y8", range: range, rangeRates: [30, 15])])
        let (camera, _) = try openCamera(device, size: V4L2FrameSize(width: 1000, height: 700))
        #expect(camera.format.size == V4L2FrameSize(width: 1008, height: 704))
        #expect(device.currentFormat?.width == 1008)
        #expect(device.currentFormat?.height == 704)
        #expect(device.setInterval?.denominator == 30)

        let huge = FakeVideoDevice(formats: [FakeFormat(fourcc: .grey, name: "Y8", range: range, rangeRates: [30])])
        let (clamped, _) = try openCamera(huge, size: V4L2FrameSize(width: 4000, height: 3000))
        #expect(clamped.format.size == V4L2FrameSize(width: 1920, height: 1080))
    }

    @Test("what the driver sets in S_FMT is what the camera uses: padded rows")
    func driverPadsRows() throws {
        let device = FakeWebcams.small()
        device.adjustFormat = { pix in
            pix.bytesperline = 48
            pix.sizeimage = 48 * 24
        }
        let (camera, _) = try openCamera(device)
        #expect(camera.format.bytesPerLine == 48)
        device.script = [.frame(.grey(77, width: 32, height: 24, bytesPerLine: 48, at: tick(0)))]
        let frame = try #require(try camera.nextFrame())
        #expect(frame.image.width == 32 && frame.image.height == 24)
        #expect(frame.image.packed().pixels.allSatisfy { $0 == 77 })
    }

    @Test("what the driver sets in S_FMT is what the camera uses: another size")
    func driverChangesSize() throws {
        let device = FakeWebcams.small()
        device.adjustFormat = { pix in
            pix.width = 16
            pix.height = 12
            pix.bytesperline = 16
            pix.sizeimage = 16 * 12
        }
        let (camera, _) = try openCamera(device)
        #expect(camera.format.size == V4L2FrameSize(width: 16, height: 12))
        device.script = [.frame(.grey(5, width: 16, height: 12, at: tick(0)))]
        let frame = try #require(try camera.nextFrame())
        #expect(frame.image.width == 16 && frame.image.height == 12)
    }

    @Test("a driver that leaves bytesperline 0 gets packed rows")
    func zeroBytesPerLine() throws {
        let device = FakeWebcams.small(.yuyv)
        device.adjustFormat = { pix in pix.bytesperline = 0 }
        let (camera, _) = try openCamera(device)
        #expect(camera.format.bytesPerLine == 64)
    }

    @Test("a driver that refuses S_PARM still streams")
    func refusedFrameRate() throws {
        let device = FakeWebcams.small()
        device.refusesFrameRate = true
        let (camera, _) = try openCamera(device)
        #expect(device.requests.contains("VIDIOC_S_PARM"))
        #expect(device.setInterval == nil)
        #expect(camera.format.framesPerSecond == 30)
        device.script = [.frame(.grey(1, width: 32, height: 24, at: tick(0)))]
        #expect(try camera.nextFrame() != nil)
    }

    @Test("no GREY, YUYV or MJPEG: noUsableFormat naming what is offered, and the device is closed")
    func noUsableFormat() throws {
        let device = FakeVideoDevice(formats: [
            FakeFormat(fourcc: try #require(V4L2FourCC("H264")), name: "H.264", sizes: [FakeSize(1280, 720, fps: 30)]),
            FakeFormat(fourcc: try #require(V4L2FourCC("NV12")), name: "Y/CbCr 4:2:0", sizes: [FakeSize(1280, 720, fps: 30)]),
        ])
        let calls = FakeVideoDeviceCalls(device)
        #expect(throws: CameraError.noUsableFormat(device: "/dev/video0", offered: ["H264", "NV12"])) {
            _ = try openCamera(device, calls: calls)
        }
        #expect(calls.openDescriptors == 0)
    }

    @Test("a metadata node is not a capture device: device_caps decides")
    func metadataNode() throws {
        let device = FakeWebcams.metadataNode()
        let calls = FakeVideoDeviceCalls(device)
        #expect(throws: CameraError.notACaptureDevice(device: "/dev/video0", driver: "uvcvideo")) {
            _ = try openCamera(device, calls: calls)
        }
        #expect(calls.openDescriptors == 0)
    }

    @Test("without V4L2_CAP_DEVICE_CAPS the capabilities field decides")
    func noDeviceCaps() throws {
        let device = FakeWebcams.small()
        device.capabilities = UInt32(V4L2_CAP_VIDEO_CAPTURE) | UInt32(V4L2_CAP_STREAMING)
        device.deviceCapabilities = 0
        #expect(throws: Never.self) { _ = try openCamera(device) }

        let readOnly = FakeWebcams.small()
        readOnly.capabilities = UInt32(V4L2_CAP_VIDEO_CAPTURE) | UInt32(V4L2_CAP_READWRITE)
        readOnly.deviceCapabilities = 0
        #expect(throws: CameraError.notACaptureDevice(device: "/dev/video0", driver: "uvcvideo")) {
            _ = try openCamera(readOnly)
        }
    }

    @Test("a node that cannot be opened is deviceUnavailable with the errno")
    func openFailures() throws {
        let calls = FakeVideoDeviceCalls([:])
        #expect(throws: CameraError.deviceUnavailable(device: "/dev/video0", call: "open", .noSuchFileOrDirectory)) {
            _ = try openCamera(FakeWebcams.small(), calls: calls)
        }
        let denied = FakeVideoDeviceCalls(FakeWebcams.small())
        denied.openFailures["/dev/video0"] = .permissionDenied
        #expect(throws: CameraError.deviceUnavailable(device: "/dev/video0", call: "open", .permissionDenied)) {
            _ = try openCamera(FakeWebcams.small(), calls: denied)
        }
    }

    @Test("a failing ioctl is deviceCall naming it, and the device is closed", arguments: [
        (cv4l2_querycap, "VIDIOC_QUERYCAP"), (cv4l2_enum_fmt, "VIDIOC_ENUM_FMT"),
        (cv4l2_enum_framesizes, "VIDIOC_ENUM_FRAMESIZES"), (cv4l2_s_fmt, "VIDIOC_S_FMT"),
        (cv4l2_reqbufs, "VIDIOC_REQBUFS"), (cv4l2_querybuf, "VIDIOC_QUERYBUF"), (cv4l2_qbuf, "VIDIOC_QBUF"),
        (cv4l2_streamon, "VIDIOC_STREAMON"),
    ])
    func failingCall(request: UInt, name: String) throws {
        let device = FakeWebcams.small()
        device.failNext[request] = .resourceBusy
        let calls = FakeVideoDeviceCalls(device)
        #expect(throws: CameraError.deviceCall(device: "/dev/video0", call: name, .resourceBusy)) {
            _ = try openCamera(device, calls: calls)
        }
        #expect(calls.openDescriptors == 0)
        #expect(device.activeMappings == 0)
    }

    @Test("ENODEV while negotiating is deviceGone")
    func goneWhileNegotiating() throws {
        let device = FakeWebcams.small()
        device.failNext[cv4l2_s_fmt] = .operationNotSupportedByDevice
        #expect(throws: CameraError.deviceGone(device: "/dev/video0")) { _ = try openCamera(device) }
    }

    @Test("fewer buffers than asked for will do, down to two")
    func fewerBuffers() throws {
        let device = FakeWebcams.small()
        device.maximumBuffers = 2
        let (camera, _) = try openCamera(device)
        #expect(device.buffers.count == 2)
        device.script = (0..<5).map { .frame(.grey(UInt8($0), width: 32, height: 24, at: tick($0))) }
        for level in 0..<5 {
            #expect(try camera.nextFrame()?.image[0, 0] == UInt8(level))
        }

        let stingy = FakeWebcams.small()
        stingy.maximumBuffers = 1
        let calls = FakeVideoDeviceCalls(stingy)
        #expect(throws: CameraError.deviceCall(device: "/dev/video0", call: "VIDIOC_REQBUFS", .noMemory)) {
            _ = try openCamera(stingy, calls: calls)
        }
        #expect(calls.openDescriptors == 0)
    }

    private func openCameraWith(_ device: FakeVideoDevice, size: V4L2FrameSize,
                                minimumRate: Double) throws -> (V4L2Camera, FakeVideoDevice) {
        let camera = try V4L2Camera(device: "/dev/video0", size: size, minimumFrameRate: minimumRate,
                                    calls: FakeVideoDeviceCalls(device), wait: { _ in })
        return (camera, device)
    }
}
