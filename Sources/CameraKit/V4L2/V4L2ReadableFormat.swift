import RasterKit

/// The pixel formats the camera turns into luma, in the order it prefers them at equal size and
/// rate: GREY is luma already, YUYV needs every other byte, MJPEG needs a JPEG decode.
enum V4L2ReadableFormat: Int, Sendable, Hashable, Comparable {
    case grey
    case yuyv
    case mjpeg

    /// The format of `fourcc`, counting `JPEG` as MJPEG; `nil` for one the camera cannot read.
    init?(_ fourcc: V4L2FourCC) {
        switch fourcc {
        case .grey: self = .grey
        case .yuyv: self = .yuyv
        case .mjpeg, .jpeg: self = .mjpeg
        default: return nil
        }
    }

    /// RasterKit's layout for the raw formats; `nil` for MJPEG, which is decoded instead.
    var pixelFormat: PixelFormat? {
        switch self {
        case .grey: return .grey
        case .yuyv: return .yuyv
        case .mjpeg: return nil
        }
    }

    static func < (lhs: V4L2ReadableFormat, rhs: V4L2ReadableFormat) -> Bool {
        lhs.rawValue < rhs.rawValue
    }
}
