/// The formats a stored photo may have: what phones and browsers write and every browser shows.
///
/// ```swift
/// let photo = try PhotoPreparer().prepare(bytes, name: "cover.jpg")
/// print(photo.format.mediaType)   // image/jpeg
/// ```
public enum PhotoFormat: String, Sendable, Codable, CaseIterable, CustomStringConvertible {
    /// JPEG, as phone cameras write it.
    case jpeg = "JPEG"
    /// PNG, as screenshots and editors write it.
    case png = "PNG"
    /// WebP, as browsers and Android share it.
    case webp = "WebP"

    /// The format of `kind`, or nil when that kind of file is not accepted as a photo.
    public init?(_ kind: FileKind) {
        switch kind {
        case .jpeg: self = .jpeg
        case .png: self = .png
        case .webp: self = .webp
        default: return nil
        }
    }

    /// The IANA media type, e.g. `image/webp`, for a `Content-Type` header.
    public var mediaType: String {
        switch self {
        case .jpeg: return "image/jpeg"
        case .png: return "image/png"
        case .webp: return "image/webp"
        }
    }

    /// The usual file name extension without the dot, e.g. `jpg`.
    public var fileExtension: String {
        switch self {
        case .jpeg: return "jpg"
        case .png: return "png"
        case .webp: return "webp"
        }
    }

    /// The name, e.g. `JPEG`.
    public var description: String { rawValue }
}
