/// Layouts of raw camera frames that RasterKit turns into a `GrayImage`.
///
/// The names follow V4L2's pixel formats; `GREY` is also known as `Y800`.
public enum PixelFormat: String, Sendable, Codable, CaseIterable, CustomStringConvertible {
    /// 8-bit luma only (V4L2 `GREY`, zbar `Y800`).
    case grey = "GREY"
    /// Packed 4:2:2, bytes Y0 U Y1 V (V4L2 `YUYV`).
    case yuyv = "YUYV"
    /// 8-bit red, green, blue (V4L2 `RGB3`).
    case rgb24 = "RGB24"
    /// 8-bit blue, green, red (V4L2 `BGR3`).
    case bgr24 = "BGR24"
    /// 8-bit red, green, blue, alpha; alpha is ignored, as cameras leave it undefined.
    case rgba = "RGBA"

    /// Recognises a name case-insensitively, including the aliases `Y800`, `RGB3` and `BGR3`.
    ///
    /// ```swift
    /// PixelFormat(name: "y800")   // .grey
    /// ```
    public init?(name: String) {
        switch name.uppercased() {
        case "GREY", "GRAY", "Y800", "Y8": self = .grey
        case "YUYV", "YUY2": self = .yuyv
        case "RGB24", "RGB3", "RGB": self = .rgb24
        case "BGR24", "BGR3", "BGR": self = .bgr24
        case "RGBA", "RGBA32": self = .rgba
        default: return nil
        }
    }

    /// Bytes each pixel takes in a row.
    public var bytesPerPixel: Int {
        switch self {
        case .grey: return 1
        case .yuyv: return 2
        case .rgb24, .bgr24: return 3
        case .rgba: return 4
        }
    }

    /// The format's name, e.g. `"YUYV"`.
    public var description: String { rawValue }
}
