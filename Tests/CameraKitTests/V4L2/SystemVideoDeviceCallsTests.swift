import CV4L2
import SystemPackage
import Testing
@testable import CameraKit

/// The real calls, on nodes every Linux machine has: they must report the kernel's answers.
@Suite("SystemVideoDeviceCalls")
struct SystemVideoDeviceCallsTests {
    let calls = SystemVideoDeviceCalls()

    @Test("open reports the errno of a missing node")
    func openMissing() {
        #expect(throws: Errno.noSuchFileOrDirectory) { _ = try calls.open("/dev/shelfscan-no-such-video") }
    }

    @Test("a V4L2 ioctl on a node that is not a video device is ENOTTY")
    func ioctlOnNull() throws {
        let fd = try calls.open("/dev/null")
        defer { calls.close(fd) }
        var capability = v4l2_capability()
        let result = withUnsafeMutableBytes(of: &capability) { raw in
            Result { () throws(Errno) in
                guard let address = raw.baseAddress else { return }
                try calls.ioctl(fd, cv4l2_querycap, address)
            }
        }
        #expect(throws: Errno.inappropriateIOCTLForDevice) { try result.get() }
    }

    @Test("poll reports /dev/null readable")
    func pollNull() throws {
        let fd = try calls.open("/dev/null")
        defer { calls.close(fd) }
        guard case let .ready(events) = try calls.poll(fd, milliseconds: 1000) else {
            Issue.record("poll timed out on /dev/null")
            return
        }
        #expect(events.contains(.readable))
        #expect(!events.isFailure)
    }

    @Test("directory entries leave out . and ..")
    func entries() throws {
        let names = try calls.entries(inDirectory: "/dev")
        #expect(names.contains("null"))
        #expect(!names.contains("."))
        #expect(!names.contains(".."))
        #expect(throws: Errno.noSuchFileOrDirectory) { _ = try calls.entries(inDirectory: "/shelfscan-no-such-dir") }
    }

    @Test("a camera on something that is not a video device fails with the ioctl named")
    func cameraOnNull() {
        #expect(throws: CameraError.deviceCall(device: "/dev/null", call: "VIDIOC_QUERYCAP", .inappropriateIOCTLForDevice)) {
            _ = try V4L2Camera(device: "/dev/null")
        }
        #expect(throws: CameraError.deviceUnavailable(device: "/dev/shelfscan-none", call: "open", .noSuchFileOrDirectory)) {
            _ = try V4L2Camera(device: "/dev/shelfscan-none")
        }
    }

    @Test("sleep waits about as long as asked")
    func sleeping() {
        let clock = ContinuousClock()
        let start = clock.now
        SystemVideoDeviceCalls.sleep(.milliseconds(20))
        #expect(clock.now - start >= .milliseconds(20))
    }
}
