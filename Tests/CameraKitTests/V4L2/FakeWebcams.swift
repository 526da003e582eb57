import CV4L2
import Testing
@testable import CameraKit

/// Fake devices shaped like real ones.
enum FakeWebcams {
    /// Like a Logitech C920 on uvcvideo: YUYV reaches 720p only at 10 fps, MJPEG at 30.
    static func c920() -> FakeVideoDevice {
        FakeVideoDevice(formats: [
            .yuyv(FakeSize(640, 480, fps: 30, 15), FakeSize(1280, 720, fps: 10, 5), FakeSize(1920, 1080, fps: 5)),
            .mjpeg(FakeSize(640, 480, fps: 30, 15), FakeSize(1280, 720, fps: 30, 24, 15),
                   FakeSize(1920, 1080, fps: 30, 15)),
        ])
    }

    /// The metadata node uvcvideo adds beside each webcam: `capabilities` covers the whole
    /// device (video capture included), `device_caps` says what this node does.
    static func metadataNode() -> FakeVideoDevice {
        let device = FakeVideoDevice(formats: [])
        device.deviceCapabilities = UInt32(V4L2_CAP_META_CAPTURE) | UInt32(V4L2_CAP_STREAMING)
        return device
    }

    /// A small device streaming one format at one size, for tests that stream many frames.
    static func small(_ fourcc: V4L2FourCC = .grey, width: Int = 32, height: Int = 24) -> FakeVideoDevice {
        FakeVideoDevice(formats: [FakeFormat(fourcc: fourcc, name: "\(fourcc)",
                                             sizes: [FakeSize(width, height, fps: 30, 15)])])
    }
}

/// The size streaming tests ask for, the one `FakeWebcams.small()` offers.
let smallSize = V4L2FrameSize(width: 32, height: 24)

/// A timestamp on the driver's monotonic clock, `frame` frames of 1/30 s after 1000 s.
func tick(_ frame: Int) -> Duration {
    .seconds(1000) + .microseconds(33_333 * frame)
}

/// A camera on `device` at `/dev/video0`, asking for the small size unless told otherwise.
func openCamera(_ device: FakeVideoDevice, calls: FakeVideoDeviceCalls? = nil, size: V4L2FrameSize = smallSize,
                reopen: V4L2ReopenPolicy? = nil,
                wait: @escaping (Duration) -> Void = { _ in Issue.record("the camera waited") }) throws -> (V4L2Camera, FakeVideoDeviceCalls) {
    let calls = calls ?? FakeVideoDeviceCalls(device)
    let camera = try V4L2Camera(device: "/dev/video0", size: size, reopen: reopen, calls: calls, wait: wait)
    return (camera, calls)
}
