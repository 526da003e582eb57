import ISBNKit
import LendingKit
import RasterKit
import ShelfScanErrors

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
    /// The title typed for a new book is clearly not the catalogue's title for its ISBN: the
    /// barcode was misread or the ISBN mistyped (or the owner means it: `force`). `source` names
    /// where the catalogue's title came from, as a sentence's subject (`the local catalogue`).
    case titleMismatch(isbn: ISBN, typed: String, catalog: String, source: String)
    /// Neither the owner nor the catalogue gives the new book's `field` (title or author);
    /// `lookupOwed` when the catalogue could not be asked in full (offline, or a service failed).
    case detailsUnknown(isbn: ISBN, field: String, lookupOwed: Bool)
    /// LendingKit refused the operation, or found nothing the scan could mean.
    case lending(LendingError)

    /// The broad group of the error, as LendingKit defines them.
    public var kind: LendingError.Kind {
        switch self {
        case .missingFile: return .notFound
        case .unreadableFile, .unreadableImage, .unreadableFrame, .invalidCode, .noCode, .severalISBNs, .titleMismatch,
             .detailsUnknown:
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
                + " instead of the photo"
        case let .titleMismatch(isbn, typed, catalog, source):
            return "\(isbn.isbn13): the title typed, \"\(typed)\", is not this ISBN's title: \(source) has \"\(catalog)\";"
                + " scan the barcode again or retype the ISBN, retype the title, or add it as typed anyway"
        case let .detailsUnknown(isbn, field, lookupOwed):
            let why = lookupOwed ? "the catalogue could not be asked in full" : "no catalogue knows this ISBN"
            return "\(isbn.isbn13): no \(field) known (\(why)): give its title and author"
        case let .lending(error):
            return error.description
        }
    }
}

extension DeskError: ShelfScanError {
    /// `desk.` and what went wrong, e.g. `desk.missingFile`: stable, for programs to act on.
    public var code: String {
        switch self {
        case .missingFile: return "desk.missingFile"
        case .unreadableFile: return "desk.unreadableFile"
        case .unreadableImage: return "desk.unreadableImage"
        case .unreadableFrame: return "desk.unreadableFrame"
        case let .invalidCode(error): return error.code
        case .noCode: return "desk.noCode"
        case .severalISBNs: return "desk.severalISBNs"
        case .titleMismatch: return "desk.titleMismatch"
        case .detailsUnknown: return "desk.detailsUnknown"
        case let .lending(error): return error.code
        }
    }
}
