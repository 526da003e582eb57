import ShelfScanErrors

/// Why an image could not be read, and which input it was.
///
/// ```swift
/// do {
///     _ = try ImageDecoder().decode(contentsOf: "cover.jpg")
/// } catch {
///     print(error)   // cover.jpg: truncated JPEG (Premature end of JPEG file)
/// }
/// ```
public struct ImageError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The file path, or a label such as `"frame"` for data that did not come from a file.
    public var source: String
    /// What was wrong with it.
    public var reason: Reason

    /// Creates an error for `source`.
    public init(source: String, reason: Reason) {
        self.source = source
        self.reason = reason
    }

    /// The causes an image can fail for.
    public enum Reason: Sendable, Equatable, CustomStringConvertible {
        /// The input holds no bytes at all.
        case empty
        /// The bytes are not an image at all.
        case notAnImage
        /// The bytes are an image in a format RasterKit does not read, e.g. GIF.
        case otherFormat(FileKind)
        /// The data stops before the image does.
        case truncated(ImageFormat, detail: String)
        /// A real image, but a variant RasterKit does not decode.
        case unsupported(ImageFormat, detail: String)
        /// Damaged data the decoder could not get past.
        case corrupt(ImageFormat, detail: String)
        /// The header claims more pixels than the configured limit; nothing was allocated.
        case tooLarge(width: Int, height: Int, limit: Int)
        /// The file could not be opened or read.
        case unreadable(String)

        /// A short sentence without the source, e.g. `truncated PNG (Not enough image data)`.
        public var description: String {
            switch self {
            case .empty: return "empty file"
            case .notAnImage: return "not an image (no PNG, JPEG, WebP, PGM or PPM signature)"
            case let .otherFormat(kind): return "\(kind), not a PNG, JPEG, WebP, PGM or PPM"
            case let .truncated(format, detail): return "truncated \(format)\(Self.suffix(detail))"
            case let .unsupported(format, detail): return "unsupported \(format) variant\(Self.suffix(detail))"
            case let .corrupt(format, detail): return "corrupt \(format)\(Self.suffix(detail))"
            case let .tooLarge(width, height, limit):
                return "too large: \(DecodingLimits.pixelCountText(width: width, height: height)), the limit is \(limit)"
            case let .unreadable(detail): return "cannot read: \(detail)"
            }
        }

        private static func suffix(_ detail: String) -> String {
            detail.isEmpty ? "" : " (\(detail))"
        }
    }

    /// `source: reason`.
    public var description: String { "\(source): \(reason)" }
}

extension ImageError: ShelfScanError {
    /// The input it is about.
    public var offendingValue: String? { source }

    /// `image.` and what went wrong, e.g. `image.empty`: stable, for programs to act on.
    public var code: String {
        switch reason {
        case .empty: return "image.empty"
        case .notAnImage: return "image.notAnImage"
        case .otherFormat: return "image.otherFormat"
        case .truncated: return "image.truncated"
        case .unsupported: return "image.unsupported"
        case .corrupt: return "image.corrupt"
        case .tooLarge: return "image.tooLarge"
        case .unreadable: return "image.unreadable"
        }
    }
}
