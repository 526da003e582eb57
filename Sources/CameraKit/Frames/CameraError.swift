import RasterKit
import SystemPackage
import ShelfScanErrors

/// Why frames could not be had from a source, naming the source and what was wrong.
///
/// ```swift
/// do {
///     _ = try Y4MStream(path: "clip.y4m")
/// } catch {
///     print(error)   // clip.y4m: not a Y4M stream (it starts "RIFF...")
/// }
/// ```
public enum CameraError: Error, Sendable, Equatable, CustomStringConvertible {
    /// A file, folder or standard input could not be opened or read.
    case unreadable(FileError)
    /// A Y4M stream's header is missing a field or has one that makes no sense.
    case badStreamHeader(source: String, reason: String)
    /// A Y4M stream in a colour space other than mono, 4:2:0, 4:2:2 or 4:4:4.
    case unsupportedColourSpace(source: String, colourSpace: String)
    /// A frame did not start with the `FRAME` marker.
    case badFrameMarker(source: String, frame: Int)
    /// The stream ended in the middle of a frame.
    case truncatedFrame(source: String, frame: Int, bytes: Int, expected: Int)
    /// A frame size that is not positive, or too large to hold.
    case invalidFrameSize(source: String, width: Int, height: Int)
    /// A folder played as frames holds no image files.
    case emptyFolder(path: String)
    /// An image of a folder played as frames could not be decoded.
    case unreadableImage(ImageError)
    /// The camera device could not be opened or is not a device at all.
    case deviceUnavailable(device: String, call: String, Errno)
    /// The device cannot stream video captures (a metadata node, an output, a codec).
    case notACaptureDevice(device: String, driver: String)
    /// The device offers none of the pixel formats the loop reads (GREY, YUYV, MJPEG).
    case noUsableFormat(device: String, offered: [String])
    /// The device went away while streaming (unplugged): `ENODEV`.
    case deviceGone(device: String)
    /// A V4L2 call on the device failed.
    case deviceCall(device: String, call: String, Errno)
    /// No frame came from the device within `seconds`.
    case noFrames(device: String, seconds: Double)

    /// The source and what was wrong with it.
    public var description: String {
        switch self {
        case let .unreadable(error): return error.description
        case let .badStreamHeader(source, reason): return "\(source): \(reason)"
        case let .unsupportedColourSpace(source, space):
            return "\(source): Y4M colour space \(space) is not supported (mono, 420jpeg, 420mpeg2, 420paldv, 422, 444)"
        case let .badFrameMarker(source, frame): return "\(source): frame \(frame) does not start with FRAME"
        case let .truncatedFrame(source, frame, bytes, expected):
            return "\(source): the stream ends inside frame \(frame) (\(bytes) of \(expected) bytes)"
        case let .invalidFrameSize(source, width, height): return "\(source): frame size \(width)×\(height) is not usable"
        case let .emptyFolder(path): return "\(path): no image files to play as frames"
        case let .unreadableImage(error): return error.description
        case let .deviceUnavailable(device, call, code): return "\(device): \(call) failed: \(code)"
        case let .notACaptureDevice(device, driver):
            return "\(device): \(driver) is not a video capture device that can stream"
        case let .noUsableFormat(device, offered):
            let list = offered.isEmpty ? "none" : offered.joined(separator: ", ")
            return "\(device): offers no GREY, YUYV or MJPEG format (offers \(list))"
        case let .deviceGone(device): return "\(device): the camera was disconnected"
        case let .deviceCall(device, call, code): return "\(device): \(call) failed: \(code)"
        case let .noFrames(device, seconds): return "\(device): no frame for \(Int(seconds)) seconds"
        }
    }
}

extension CameraError: ShelfScanError {
    /// `camera.` and what went wrong, e.g. `camera.unreadable`: stable, for programs to act on.
    public var code: String {
        switch self {
        case .unreadable: return "camera.unreadable"
        case .badStreamHeader: return "camera.badStreamHeader"
        case .unsupportedColourSpace: return "camera.unsupportedColourSpace"
        case .badFrameMarker: return "camera.badFrameMarker"
        case .truncatedFrame: return "camera.truncatedFrame"
        case .invalidFrameSize: return "camera.invalidFrameSize"
        case .emptyFolder: return "camera.emptyFolder"
        case .unreadableImage: return "camera.unreadableImage"
        case .deviceUnavailable: return "camera.deviceUnavailable"
        case .notACaptureDevice: return "camera.notACaptureDevice"
        case .noUsableFormat: return "camera.noUsableFormat"
        case .deviceGone: return "camera.deviceGone"
        case .deviceCall: return "camera.deviceCall"
        case .noFrames: return "camera.noFrames"
        }
    }
}
