import ShelfScanErrors

/// Why a raw frame buffer could not be turned into an image.
public enum FrameError: Error, Sendable, Equatable, CustomStringConvertible {
    /// Width or height is not positive, or the frame is too large to address.
    case invalidSize(width: Int, height: Int)
    /// The row stride is shorter than one row of pixels.
    case strideTooSmall(format: PixelFormat, bytesPerRow: Int, minimum: Int)
    /// The buffer holds fewer bytes than the size and stride need.
    case bufferTooSmall(format: PixelFormat, bytes: Int, needed: Int)

    /// What is wrong, with the numbers involved.
    public var description: String {
        switch self {
        case let .invalidSize(width, height):
            return width > 0 && height > 0
                ? "frame size \(width)×\(height) is too large"
                : "frame size \(width)×\(height) is not positive"
        case let .strideTooSmall(format, bytesPerRow, minimum):
            return "\(format) frame: row stride \(bytesPerRow) is less than one row (\(minimum) bytes)"
        case let .bufferTooSmall(format, bytes, needed):
            return "\(format) frame: buffer has \(bytes) bytes, the size needs \(needed)"
        }
    }
}

extension FrameError: ShelfScanError {
    /// `frame.` and what went wrong, e.g. `frame.invalidSize`: stable, for programs to act on.
    public var code: String {
        switch self {
        case .invalidSize: return "frame.invalidSize"
        case .strideTooSmall: return "frame.strideTooSmall"
        case .bufferTooSmall: return "frame.bufferTooSmall"
        }
    }
}
