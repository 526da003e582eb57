import CV4L2

/// A V4L2 pixel format code: four characters packed little-endian into 32 bits.
///
/// ```swift
/// let code = V4L2FourCC(rawValue: 0x4750_4A4D)
/// print(code)   // MJPG
/// ```
public struct V4L2FourCC: RawRepresentable, Sendable, Hashable, CustomStringConvertible {
    /// The code as the driver reports it in `pixelformat`.
    public var rawValue: UInt32

    /// The code `rawValue`.
    public init(rawValue: UInt32) {
        self.rawValue = rawValue
    }

    /// The code spelled by four ASCII characters, e.g. `V4L2FourCC("YUYV")`; `nil` unless
    /// `text` is exactly four ASCII characters.
    public init?(_ text: String) {
        let bytes = Array(text.utf8)
        guard bytes.count == 4, bytes.allSatisfy({ $0 < 0x80 }) else { return nil }
        rawValue = bytes.enumerated().reduce(0) { $0 | UInt32($1.element) << (8 * UInt32($1.offset)) }
    }

    /// `GREY`: 8-bit luma.
    public static let grey = V4L2FourCC(rawValue: cv4l2_pix_fmt_grey)
    /// `YUYV`: packed 4:2:2.
    public static let yuyv = V4L2FourCC(rawValue: cv4l2_pix_fmt_yuyv)
    /// `MJPG`: each frame a JPEG without Huffman tables.
    public static let mjpeg = V4L2FourCC(rawValue: cv4l2_pix_fmt_mjpeg)
    /// `JPEG`: each frame a JPEG; some drivers name MJPEG so.
    public static let jpeg = V4L2FourCC(rawValue: cv4l2_pix_fmt_jpeg)

    /// The four characters, trailing spaces dropped; a code with other bytes than printable ASCII
    /// shows as hex, and V4L2's big-endian flag (bit 31) as a `-BE` suffix.
    public var description: String {
        let bigEndian = rawValue & 0x8000_0000 != 0
        let code = bigEndian ? rawValue & 0x7FFF_FFFF : rawValue
        let bytes = (0..<4).map { UInt8(truncatingIfNeeded: code >> (8 * $0)) }
        guard bytes.allSatisfy({ (0x20...0x7E).contains($0) }) else {
            return "0x" + String(rawValue, radix: 16, uppercase: true)
        }
        var text = String(decoding: bytes, as: UTF8.self)
        while text.hasSuffix(" ") { text.removeLast() }
        return bigEndian ? text + "-BE" : text
    }
}
