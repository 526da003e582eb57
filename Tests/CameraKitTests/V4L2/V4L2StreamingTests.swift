import CV4L2
import RasterKit
import SystemPackage
import Testing
@testable import CameraKit

@Suite("V4L2 streaming")
struct V4L2StreamingTests {
    private func grey(_ level: Int, sequence: UInt32? = nil, at frame: Int? = nil) -> FakeFrame {
        .grey(UInt8(level), width: 32, height: 24, at: tick(frame ?? level), sequence: sequence)
    }

    @Test("frames come with the driver's numbers and times, counted from the first frame")
    func indicesAndTimes() throws {
        let device = FakeWebcams.small()
        let (camera, _) = try openCamera(device)
        #expect(camera.isLive)
        #expect(camera.name == "/dev/video0")
        device.script = [.frame(grey(1, sequence: 40, at: 3)), .frame(grey(2, sequence: 41, at: 4)),
                         .frame(grey(3, sequence: 44, at: 7))]
        let frames = try (0..<3).map { _ in try #require(try camera.nextFrame()) }
        #expect(frames.map(\.index) == [0, 1, 4])
        #expect(frames.map(\.time) == [.zero, .microseconds(33_333), .microseconds(133_332)])
        #expect(frames.map { $0.image[5, 5] } == [1, 2, 3])
    }

    @Test("the frame is converted from the driver's buffer: GREY, YUYV, MJPEG")
    func conversion() throws {
        let yuyv = FakeWebcams.small(.yuyv)
        let (yuyvCamera, _) = try openCamera(yuyv)
        yuyv.script = [.frame(.yuyv(99, width: 32, height: 24, at: tick(0)))]
        let yuyvFrame = try #require(try yuyvCamera.nextFrame())
        #expect(yuyvFrame.image.width == 32 && yuyvFrame.image.height == 24)
        #expect(yuyvFrame.image.packed().pixels.allSatisfy { $0 == 99 })

        let mjpeg = FakeWebcams.small(.mjpeg)
        let (mjpegCamera, _) = try openCamera(mjpeg)
        mjpeg.script = [.frame(try .mjpeg(200, width: 32, height: 24, at: tick(0)))]
        let mjpegFrame = try #require(try mjpegCamera.nextFrame())
        #expect(mjpegFrame.image.width == 32 && mjpegFrame.image.height == 24)
        #expect(mjpegFrame.image.packed().pixels.allSatisfy { abs(Int($0) - 200) <= 2 })
    }

    @Test("with three buffers ready the newest is returned and the others queued again at once")
    func newestFirst() throws {
        let device = FakeWebcams.small()
        let (camera, _) = try openCamera(device)
        device.script = [.frames([grey(10, at: 0), grey(20, at: 1), grey(30, at: 2)]), .frame(grey(40, at: 3))]
        let frame = try #require(try camera.nextFrame())
        #expect(frame.image[0, 0] == 30)
        #expect(frame.index == 2)
        #expect(frame.time == .microseconds(66_666))
        #expect(device.buffersHeldByCamera == 0)
        #expect(device.buffersDone == 0)
        #expect(device.buffersQueued == 4)
        let next = try #require(try camera.nextFrame())
        #expect(next.image[0, 0] == 40)
        #expect(next.index == 3)
    }

    @Test("every buffer is queued again by the index DQBUF returned, also out of order; none leaks over 100 frames",
          arguments: [false, true])
    func bufferCycling(outOfOrder: Bool) throws {
        let device = FakeWebcams.small()
        device.fillsNewestQueuedFirst = outOfOrder
        let (camera, calls) = try openCamera(device)
        // Frames arrive one, two or three at a time.
        var script: [FakeStep] = []
        var level = 0
        while level < 100 {
            let count = min(1 + level % 3, 100 - level)
            script.append(.frames((level..<level + count).map { grey($0) }))
            level += count
        }
        device.script = script
        var seen: [Int] = []
        while seen.last != 99 {
            let frame = try #require(try camera.nextFrame())
            #expect(Int(frame.image[0, 0]) == frame.index)
            seen.append(frame.index)
            #expect(device.buffersHeldByCamera == 0)
            #expect(device.buffersQueued + device.buffersDone == 4)
        }
        #expect(seen == seen.sorted())
        #expect(device.framesLost == 0)
        #expect(device.activeMappings == 4)
        camera.close()
        #expect(device.activeMappings == 0)
        #expect(calls.openDescriptors == 0)
        #expect(device.requests.last == "VIDIOC_STREAMOFF")
    }

    @Test("a spurious wake-up (DQBUF says EAGAIN) means waiting again")
    func eagain() throws {
        let device = FakeWebcams.small()
        let (camera, _) = try openCamera(device)
        device.script = [.spurious, .spurious, .frame(grey(7))]
        #expect(try camera.nextFrame()?.image[0, 0] == 7)
        #expect(device.pollTimeouts.count == 3)
    }

    @Test("EINTR from poll or an ioctl means trying again")
    func eintr() throws {
        let device = FakeWebcams.small()
        let (camera, _) = try openCamera(device)
        device.script = [.interrupted, .frame(grey(8))]
        #expect(try camera.nextFrame()?.image[0, 0] == 8)
        device.script = [.frame(grey(9))]
        device.failNext[cv4l2_qbuf] = .interrupted
        #expect(try camera.nextFrame()?.image[0, 0] == 9)
        #expect(device.buffersHeldByCamera == 0)
    }

    @Test("no frame within the timeout is noFrames")
    func timeout() throws {
        let device = FakeWebcams.small()
        let (camera, _) = try openCamera(device)
        device.script = [.timeout]
        #expect(throws: CameraError.noFrames(device: "/dev/video0", seconds: 5)) { _ = try camera.nextFrame() }
        #expect(device.pollTimeouts == [5000])
    }

    @Test("a truncated MJPEG frame is skipped and the next one returned")
    func corruptMJPEG() throws {
        let device = FakeWebcams.small(.mjpeg)
        let (camera, _) = try openCamera(device)
        var broken = try FakeFrame.mjpeg(50, width: 32, height: 24, at: tick(0))
        broken.bytes = Array(broken.bytes.prefix(broken.bytes.count / 2))
        device.script = [.frame(broken), .frame(try .mjpeg(150, width: 32, height: 24, at: tick(1)))]
        let frame = try #require(try camera.nextFrame())
        #expect(frame.index == 1)
        #expect(abs(Int(frame.image[3, 3]) - 150) <= 2)
        #expect(device.buffersHeldByCamera == 0)
    }

    @Test("a buffer the driver flags as damaged, or an empty one, is skipped")
    func damagedBuffers() throws {
        let device = FakeWebcams.small()
        let (camera, _) = try openCamera(device)
        var damaged = grey(1)
        damaged.flags = UInt32(V4L2_BUF_FLAG_ERROR)
        let empty = FakeFrame(bytes: [], timestamp: tick(1))
        let short = FakeFrame(bytes: [1, 2, 3], timestamp: tick(2))
        device.script = [.frame(damaged), .frame(empty), .frame(short), .frame(grey(4, at: 3))]
        let frame = try #require(try camera.nextFrame())
        #expect(frame.image[0, 0] == 4)
        #expect(frame.index == 3)
        #expect(device.buffersHeldByCamera == 0)
    }

    @Test("a stream of nothing but unreadable frames ends in an error instead of spinning")
    func endlessGarbage() throws {
        let device = FakeWebcams.small(.mjpeg)
        let (camera, _) = try openCamera(device)
        device.script = (0..<V4L2Camera.unreadableLimit).map { .frame(FakeFrame(bytes: [0xFF, 0xD8, 0xFF], timestamp: tick($0))) }
        #expect(performing: { _ = try camera.nextFrame() }, throws: { error in
            guard case .unreadableImage = error as? CameraError else { return false }
            return true
        })
    }

    @Test("ENODEV in the middle of streaming is deviceGone, and everything is let go", arguments: [
        FakeStep.unplug, .hangUp, .dequeueFails(.operationNotSupportedByDevice), .dequeueFails(.ioError),
        .dequeueFails(.noSuchAddressOrDevice),
    ])
    func unplugged(step: FakeStep) throws {
        let device = FakeWebcams.small()
        let (camera, calls) = try openCamera(device)
        device.script = [.frame(grey(1)), step, .frame(grey(2))]
        #expect(try camera.nextFrame()?.image[0, 0] == 1)
        #expect(throws: CameraError.deviceGone(device: "/dev/video0")) { _ = try camera.nextFrame() }
        #expect(calls.openDescriptors == 0)
        #expect(device.activeMappings == 0)
        #expect(throws: CameraError.deviceGone(device: "/dev/video0")) { _ = try camera.nextFrame() }
    }

    @Test("another failing DQBUF is deviceCall")
    func dequeueFailure() throws {
        let device = FakeWebcams.small()
        let (camera, _) = try openCamera(device)
        device.script = [.dequeueFails(.brokenPipe)]
        #expect(throws: CameraError.deviceCall(device: "/dev/video0", call: "VIDIOC_DQBUF", .brokenPipe)) {
            _ = try camera.nextFrame()
        }
    }

    @Test("close stops streaming, unmaps and closes; then the stream has ended")
    func closing() throws {
        let device = FakeWebcams.small()
        let (camera, calls) = try openCamera(device)
        device.script = [.frame(grey(1))]
        camera.close()
        #expect(!device.isStreaming)
        #expect(device.activeMappings == 0)
        #expect(calls.openDescriptors == 0)
        #expect(try camera.nextFrame() == nil)
        camera.close()
    }

    @Test("releasing the camera lets go of the device")
    func releasing() throws {
        let device = FakeWebcams.small()
        let calls = FakeVideoDeviceCalls(device)
        do {
            let (camera, _) = try openCamera(device, calls: calls)
            #expect(camera.format.fourcc == .grey)
            #expect(device.isStreaming)
        }
        #expect(!device.isStreaming)
        #expect(device.activeMappings == 0)
        #expect(calls.openDescriptors == 0)
    }
}
