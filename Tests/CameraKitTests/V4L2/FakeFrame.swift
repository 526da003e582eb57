import RasterKit
import SystemPackage
@testable import CameraKit

/// A frame the test makes a fake device capture: its bytes as the driver would write them into
/// a buffer, when it was captured, and optionally the driver's frame number.
struct FakeFrame {
    var bytes: [UInt8]
    var timestamp: Duration
    /// `nil` takes the device's own counter, which counts dropped frames too.
    var sequence: UInt32?
    /// `V4L2_BUF_FLAG_*` bits the driver sets, e.g. `V4L2_BUF_FLAG_ERROR`.
    var flags: UInt32 = 0

    /// A GREY frame of one gray `level`, rows `bytesPerLine` apart (padding bytes are 0xEE, so
    /// a reader that ignores the stride sees them).
    static func grey(_ level: UInt8, width: Int, height: Int, bytesPerLine: Int? = nil,
                     at timestamp: Duration, sequence: UInt32? = nil) -> FakeFrame {
        let stride = bytesPerLine ?? width
        var bytes = [UInt8](repeating: 0xEE, count: stride * height)
        for y in 0..<height {
            for x in 0..<width { bytes[y * stride + x] = level }
        }
        return FakeFrame(bytes: bytes, timestamp: timestamp, sequence: sequence)
    }

    /// A YUYV frame of luma `level` (chroma neutral), rows packed.
    static func yuyv(_ level: UInt8, width: Int, height: Int, at timestamp: Duration,
                     sequence: UInt32? = nil) -> FakeFrame {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(width * height * 2)
        for _ in 0..<(width * height / 2) { bytes += [level, 128, level, 128] }
        return FakeFrame(bytes: bytes, timestamp: timestamp, sequence: sequence)
    }

    /// An MJPEG frame of one gray `level`, made with RasterKit's JPEG encoder.
    static func mjpeg(_ level: UInt8, width: Int, height: Int, at timestamp: Duration,
                      sequence: UInt32? = nil) throws -> FakeFrame {
        let jpeg = try JPEGEncoder(quality: 90).encode(GrayImage(width: width, height: height, fill: level))
        return FakeFrame(bytes: jpeg, timestamp: timestamp, sequence: sequence)
    }
}

/// What a fake device does the next time the camera polls it with nothing ready.
enum FakeStep {
    /// Captures these frames into queued buffers (all at once, so several can be ready).
    case frames([FakeFrame])
    /// Nothing arrives: `poll` times out.
    case timeout
    /// `poll` fails with `EINTR`, as when a signal arrives.
    case interrupted
    /// `poll` says readable but no buffer is done: `VIDIOC_DQBUF` answers `EAGAIN`.
    case spurious
    /// The next `VIDIOC_DQBUF` fails with this code.
    case dequeueFails(Errno)
    /// `poll` reports `POLLERR | POLLHUP` while `VIDIOC_DQBUF` still answers `EAGAIN`: a driver
    /// that tells of the loss only through `poll`.
    case hangUp
    /// The camera is unplugged: `poll` reports `POLLERR | POLLHUP`, `VIDIOC_DQBUF` says `EIO`
    /// (as uvcvideo does), every other call `ENODEV`, and the node is gone for `open`.
    case unplug

    static func frame(_ frame: FakeFrame) -> FakeStep { .frames([frame]) }
}
