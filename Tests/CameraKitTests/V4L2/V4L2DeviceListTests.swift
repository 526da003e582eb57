import Foundation
import SystemPackage
import Testing
@testable import CameraKit

@Suite("V4L2 device listing")
struct V4L2DeviceListTests {
    private func machine() -> FakeVideoDeviceCalls {
        let second = FakeVideoDevice(formats: [
            FakeFormat(fourcc: .grey, name: "Y8", range: V4L2SizeRange(
                minimum: V4L2FrameSize(width: 64, height: 48), maximum: V4L2FrameSize(width: 752, height: 480),
                widthStep: 16, heightStep: 8), rangeRates: [60, 30]),
        ])
        second.card = "Global Shutter Cam"
        second.bus = "usb-0000:00:14.0-2"
        let calls = FakeVideoDeviceCalls([
            "/dev/video0": FakeWebcams.c920(),
            "/dev/video1": FakeWebcams.metadataNode(),
            "/dev/video10": second,
            "/dev/video11": FakeWebcams.metadataNode(),
            "/dev/video2": FakeWebcams.small(),
            "/dev/video3": FakeWebcams.small(),
        ])
        calls.openFailures["/dev/video3"] = .permissionDenied
        calls.otherEntries = ["null", "video", "videoX", "video-extra", "vhci"]
        return calls
    }

    @Test("capture devices in numeric order; metadata nodes left out; unopenable nodes listed apart")
    func listing() throws {
        let calls = machine()
        let list = try V4L2DeviceList.scan(calls: calls)
        #expect(list.cameras.map(\.path) == ["/dev/video0", "/dev/video2", "/dev/video10"])
        #expect(list.unusable.map(\.path) == ["/dev/video3"])
        #expect(list.unusable.first?.reason.contains("Permission denied") == true)
        #expect(calls.openDescriptors == 0)
    }

    @Test("each camera says what it is and every format, size and rate")
    func description() throws {
        let list = try V4L2DeviceList.scan(calls: machine())
        let webcam = try #require(list.cameras.first)
        #expect(webcam.card == "Fake Webcam C920")
        #expect(webcam.driver == "uvcvideo")
        #expect(webcam.bus == "usb-0000:00:14.0-1")
        #expect(webcam.isUsable)
        #expect(webcam.formats.map(\.fourcc) == ["YUYV", "MJPG"])
        #expect(webcam.formats.map(\.name) == ["YUYV 4:2:2", "Motion-JPEG"])
        let mjpeg = webcam.formats[1]
        #expect(mjpeg.isReadable)
        #expect(mjpeg.sizes.map { "\($0.width)×\($0.height)" } == ["640×480", "1280×720", "1920×1080"])
        #expect(mjpeg.sizes[1].framesPerSecond == [30, 24, 15])
        #expect(mjpeg.sizeRange == nil)

        let stepwise = try #require(list.cameras.last)
        #expect(stepwise.card == "Global Shutter Cam")
        let range = try #require(stepwise.formats.first?.sizeRange)
        #expect(range.minimum == V4L2FrameSize(width: 64, height: 48))
        #expect(range.maximum == V4L2FrameSize(width: 752, height: 480))
        #expect(stepwise.formats.first?.sizes.map(\.framesPerSecond) == [[60, 30], [60, 30]])
        #expect(stepwise.description.contains("GREY (Y8): 64×48 at 60, 30 fps; 752×480 at 60, 30 fps (any size 64×48…752×480 step 16×8)"))
        #expect(webcam.description.hasPrefix("/dev/video0: Fake Webcam C920 (uvcvideo, usb-0000:00:14.0-1)\n  YUYV (YUYV 4:2:2): 640×480 at 30, 15 fps;"))
    }

    @Test("formats ShelfScan does not read are listed, marked")
    func unreadableFormats() throws {
        let device = FakeVideoDevice(formats: [
            FakeFormat(fourcc: try #require(V4L2FourCC("H264")), name: "H.264", sizes: [FakeSize(1920, 1080, fps: 30)]),
        ])
        let camera = try V4L2DeviceDescription(device: "/dev/video0", calls: FakeVideoDeviceCalls(device))
        #expect(!camera.isUsable)
        #expect(camera.formats.first?.isReadable == false)
        #expect(camera.description.contains("[not read by ShelfScan]"))
    }

    @Test("the listing is Codable")
    func codable() throws {
        let list = try V4L2DeviceList.scan(calls: machine())
        let json = try JSONEncoder().encode(list)
        #expect(try JSONDecoder().decode(V4L2DeviceList.self, from: json) == list)
    }

    @Test("no video nodes is an empty list; an unreadable directory an error")
    func emptyAndMissing() throws {
        let calls = FakeVideoDeviceCalls([:])
        #expect(try V4L2DeviceList.scan(calls: calls) == V4L2DeviceList(cameras: []))
        #expect(throws: CameraError.deviceUnavailable(device: "/nowhere", call: "opendir", .noSuchFileOrDirectory)) {
            _ = try V4L2DeviceList.scan(directory: "/nowhere", calls: calls)
        }
    }

    @Test("video node names are numbered, others ignored")
    func nodeNames() {
        #expect(V4L2DeviceList.videoNumber("video0") == 0)
        #expect(V4L2DeviceList.videoNumber("video12") == 12)
        #expect(V4L2DeviceList.videoNumber("video") == nil)
        #expect(V4L2DeviceList.videoNumber("video-1") == nil)
        #expect(V4L2DeviceList.videoNumber("video١") == nil)
        #expect(V4L2DeviceList.videoNumber("vbi0") == nil)
    }
}
