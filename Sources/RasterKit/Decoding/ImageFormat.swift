/// The file formats RasterKit decodes, recognised from their first bytes, never from a file name.
///
/// ```swift
/// ImageFormat(sniffing: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])  // .png
/// ```
public enum ImageFormat: String, Sendable, Codable, CaseIterable, CustomStringConvertible {
    case png = "PNG"
    case jpeg = "JPEG"
    case webp = "WebP"
    /// Netpbm gray map (P2 text, P5 binary).
    case pgm = "PGM"
    /// Netpbm pixel map (P3 text, P6 binary).
    case ppm = "PPM"

    /// File name extensions of these formats (lowercase), for finding images in a folder; the
    /// format itself is still recognised from the bytes.
    public static let fileExtensions: Set<String> = ["png", "jpg", "jpeg", "jpe", "webp", "pgm", "ppm", "pnm"]

    /// Recognises the format from the signature at the start of `bytes`.
    ///
    /// - Returns: `nil` when the bytes start like none of the supported formats.
    public init?(sniffing bytes: some Collection<UInt8>) {
        let head = Array(bytes.prefix(12))
        if head.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) {
            self = .png
        } else if head.starts(with: [0xFF, 0xD8, 0xFF]) {
            self = .jpeg
        } else if head.count >= 12, head.starts(with: Array("RIFF".utf8)),
                  Array(head[8..<12]) == Array("WEBP".utf8) {
            self = .webp
        } else if head.count >= 2, head[0] == UInt8(ascii: "P") {
            switch head[1] {
            case UInt8(ascii: "2"), UInt8(ascii: "5"): self = .pgm
            case UInt8(ascii: "3"), UInt8(ascii: "6"): self = .ppm
            default: return nil
            }
        } else {
            return nil
        }
    }

    /// The format's usual name, e.g. `"PNG"`.
    public var description: String { rawValue }
}
