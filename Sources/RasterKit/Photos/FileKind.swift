/// What a file really is, told from its first bytes and never from its name, so that a refusal
/// can say what was sent instead of a photo.
///
/// The formats RasterKit decodes are recognised by `ImageFormat`, the one place their signatures
/// live; `FileKind` adds the kinds it cannot decode, and `PhotoFormat` names the few a photo is
/// stored in.
///
/// ```swift
/// FileKind(sniffing: Array("GIF89a".utf8))   // .gif
/// FileKind(sniffing: Array("hello".utf8))    // .text
/// ```
public enum FileKind: String, Sendable, Codable, CaseIterable, CustomStringConvertible {
    /// JPEG (JFIF, EXIF).
    case jpeg
    /// PNG, APNG included.
    case png
    /// WebP, lossy or lossless.
    case webp
    /// GIF, 87a or 89a.
    case gif
    /// Windows bitmap.
    case bmp
    /// TIFF, and the camera raw files built on it.
    case tiff
    /// HEIF, as iPhones save HEIC photos.
    case heif
    /// AVIF.
    case avif
    /// Netpbm (PBM, PGM, PPM, PAM).
    case netpbm
    /// PDF document.
    case pdf
    /// No byte above is binary: plain text, HTML, JSON, SVG and the like.
    case text
    /// None of the above.
    case unknown

    /// Recognises the kind from the signature at the start of `bytes`.
    public init(sniffing bytes: some Collection<UInt8>) {
        let head = Array(bytes.prefix(512))
        self = Self.signatureKind(head) ?? (Self.looksLikeText(head) ? .text : .unknown)
    }

    private static func signatureKind(_ head: [UInt8]) -> FileKind? {
        func starts(_ text: String, at offset: Int = 0) -> Bool {
            head.count >= offset + text.utf8.count && head[offset...].starts(with: text.utf8)
        }
        switch ImageFormat(sniffing: head) {
        case .jpeg: return .jpeg
        case .png: return .png
        case .webp: return .webp
        case .pgm, .ppm: return .netpbm
        case nil: break
        }
        if starts("GIF87a") || starts("GIF89a") { return .gif }
        if starts("BM"), head.count >= 14 { return .bmp }
        if starts("II*\0") || starts("MM\0*") { return .tiff }
        if starts("ftyp", at: 4) {
            return starts("avif", at: 8) || starts("avis", at: 8) ? .avif : .heif
        }
        if starts("%PDF-") { return .pdf }
        if head.count >= 3, head[0] == UInt8(ascii: "P"), (UInt8(ascii: "1")...UInt8(ascii: "7")).contains(head[1]),
           [0x09, 0x0A, 0x0D, 0x20].contains(head[2]) { return .netpbm }
        return nil
    }

    /// True for UTF-8 without control characters other than tab, line feed, carriage return
    /// and form feed; the last few bytes may be a character cut in half by the 512-byte window.
    private static func looksLikeText(_ head: [UInt8]) -> Bool {
        guard !head.isEmpty else { return false }
        if head.contains(where: { $0 < 0x20 && ![0x09, 0x0A, 0x0C, 0x0D].contains($0) || $0 == 0x7F }) {
            return false
        }
        var decoder = UTF8()
        var iterator = head.makeIterator()
        var decoded = 0
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar): decoded += UTF8.width(scalar)
            case .emptyInput: return true
            case .error: return head.count - decoded <= 3
            }
        }
    }

    /// Whether the kind is a picture format, read by RasterKit or not.
    public var isImage: Bool {
        switch self {
        case .jpeg, .png, .webp, .gif, .bmp, .tiff, .heif, .avif, .netpbm: return true
        case .pdf, .text, .unknown: return false
        }
    }

    /// A few words naming the kind, e.g. `a GIF image`.
    public var description: String {
        switch self {
        case .jpeg: return "a JPEG image"
        case .png: return "a PNG image"
        case .webp: return "a WebP image"
        case .gif: return "a GIF image"
        case .bmp: return "a BMP image"
        case .tiff: return "a TIFF image"
        case .heif: return "a HEIF/HEIC image"
        case .avif: return "an AVIF image"
        case .netpbm: return "a Netpbm image"
        case .pdf: return "a PDF document"
        case .text: return "text"
        case .unknown: return "data of an unknown kind"
        }
    }
}
