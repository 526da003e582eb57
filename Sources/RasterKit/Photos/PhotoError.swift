import ShelfScanErrors

/// Why a photo was refused, and which file it was. Nothing is stored for a refused photo.
///
/// ```swift
/// do {
///     _ = try PhotoPreparer().prepare(Array("GIF89a...".utf8), name: "cover.gif")
/// } catch {
///     print(error)   // cover.gif: a GIF image, not a JPEG, PNG or WebP photo
/// }
/// ```
public struct PhotoError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The name the file was given, e.g. its upload name.
    public var source: String
    /// What was wrong with it.
    public var reason: Reason

    /// Creates an error for `source`.
    public init(source: String, reason: Reason) {
        self.source = source
        self.reason = reason
    }

    /// The causes a photo can be refused for.
    public enum Reason: Sendable, Equatable, CustomStringConvertible {
        /// The file holds no bytes.
        case empty
        /// The bytes are some other kind of file.
        case notAPhoto(FileKind)
        /// The file is larger than the byte limit.
        case tooManyBytes(count: Int, limit: Int)
        /// The header declares more pixels than the limit; nothing was decoded.
        case tooManyPixels(width: Int, height: Int, limit: Int)
        /// The image data could not be decoded: truncated, damaged or an unsupported variant.
        case undecodable(ImageError.Reason)
        /// The pixels decode, but the file's structure could not be walked to remove metadata.
        case malformed(PhotoFormat, detail: String)
        /// The thumbnail could not be written.
        case thumbnailFailed(JPEGEncodingError)

        /// A short sentence without the source.
        public var description: String {
            switch self {
            case .empty: return "empty file"
            case let .notAPhoto(kind): return "\(kind), not a JPEG, PNG or WebP photo"
            case let .tooManyBytes(count, limit): return "\(count) bytes, the limit is \(limit)"
            case let .tooManyPixels(width, height, limit):
                return "\(DecodingLimits.pixelCountText(width: width, height: height)), the limit is \(limit)"
            case let .undecodable(reason): return reason.description
            case let .malformed(format, detail): return "malformed \(format) (\(detail))"
            case let .thumbnailFailed(error): return "thumbnail failed: \(error)"
            }
        }
    }

    /// `source: reason`.
    public var description: String { "\(source): \(reason)" }
}

extension PhotoError: ShelfScanError {
    /// `photo.` and what went wrong, e.g. `photo.empty`: stable, for programs to act on.
    public var code: String {
        switch reason {
        case .empty: return "photo.empty"
        case .notAPhoto: return "photo.notAPhoto"
        case .tooManyBytes: return "photo.tooManyBytes"
        case .tooManyPixels: return "photo.tooManyPixels"
        case .undecodable: return "photo.undecodable"
        case .malformed: return "photo.malformed"
        case .thumbnailFailed: return "photo.thumbnailFailed"
        }
    }
}
