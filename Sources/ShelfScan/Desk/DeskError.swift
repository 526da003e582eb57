import ISBNKit
import LendingKit
import RasterKit

/// Why the desk did nothing with a scan or a new book; each case names the input.
///
/// The desk's own errors are about reading the input; what a scan means, and why it cannot be
/// made, LendingKit decides and says (`.lending`). `kind` sorts the cases into LendingKit's
/// groups, so one exit-code table serves both:
///
/// ```swift
/// do {
///     try desk.handOver(.photo(path: "shelf.jpg"), by: alice)
/// } catch {
///     print(error)        // shelf.jpg: no ISBN or ShelfScan label barcode found
///     error.kind          // .invalidInput
/// }
/// ```
public enum DeskError: Error, Equatable, Sendable, CustomStringConvertible {
    /// No file at this path.
    case missingFile(String)
    /// The file is there but cannot be read; `reason` is the system's explanation.
    case unreadableFile(String, reason: String)
    /// The file or upload is there but is not an image that can be read.
    case unreadableImage(ImageError)
    /// The raw camera frame's size, stride and bytes do not fit together.
    case unreadableFrame(FrameError, label: String)
    /// The typed text is not a valid ISBN or label.
    case invalidCode(BookCodeError)
    /// The image has no EAN-13 that carries an ISBN or a label (for adding a book: an ISBN); the
    /// argument names the image.
    case noCode(String, purpose: DeskPurpose)
    /// The image for a new book shows several different ISBNs.
    case severalISBNs([ISBN], String)
    /// LendingKit refused the operation, or found nothing the scan could mean.
    case lending(LendingError)

    /// The broad group of the error, as LendingKit defines them.
    public var kind: LendingError.Kind {
        switch self {
        case .missingFile: return .notFound
        case .unreadableFile, .unreadableImage, .unreadableFrame, .invalidCode, .noCode, .severalISBNs:
            return .invalidInput
        case let .lending(error): return error.kind
        }
    }

    /// A sentence starting with the input it is about, e.g. `cover.jpg: no ISBN barcode found`.
    public var description: String {
        switch self {
        case let .missingFile(path):
            return "\(path): no such file"
        case let .unreadableFile(path, reason):
            return "\(path): cannot read it (\(reason))"
        case let .unreadableImage(error):
            return error.description
        case let .unreadableFrame(error, label):
            return "\(label): \(error)"
        case let .invalidCode(error):
            return error.description
        case let .noCode(source, .adding):
            return "\(source): no ISBN barcode found"
        case let .noCode(source, .scanning):
            return "\(source): no ISBN or ShelfScan label barcode found"
        case let .severalISBNs(isbns, source):
            return "\(source): several ISBNs (\(isbns.map(\.isbn13).joined(separator: ", "))): type the one meant"
                + " instead of the photo (--isbn)"
        case let .lending(error):
            return error.description
        }
    }
}
