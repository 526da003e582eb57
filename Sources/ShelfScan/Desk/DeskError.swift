import ISBNKit
import LendingKit
import RasterKit

/// Why the desk did nothing with a scan or a new book; each case names the input.
///
/// `kind` sorts the cases into LendingKit's groups, so one exit-code table serves both:
///
/// ```swift
/// do {
///     try desk.handOver(.photo(path: "shelf.jpg"), by: alice)
/// } catch {
///     print(error)        // shelf.jpg: no ISBN barcode found
///     error.kind          // .invalidInput
/// }
/// ```
public enum DeskError: Error, Equatable, Sendable, CustomStringConvertible {
    /// No file at this path.
    case missingFile(String)
    /// The file is there but cannot be read; `reason` is the system's explanation.
    case unreadableFile(String, reason: String)
    /// The file is there but is not an image that can be read.
    case unreadableImage(ImageError)
    /// The typed text is not a valid ISBN.
    case invalidISBN(IdentifierError)
    /// The image has no EAN-13 that carries an ISBN; the argument names the image.
    case noISBN(String)
    /// The image shows several different ISBNs and no book id says which is meant.
    case severalISBNs([ISBN], String)
    /// The book named by id has an ISBN that the image does not show, or that was not typed.
    case bookNotInImage(bookID: Int64, isbn: ISBN, found: [ISBN], source: String)
    /// The scans waiting for the user on this ISBN are not of the action asked for, e.g. the
    /// borrower asked to hand over; `waiting` says what they can do instead.
    case wrongAction(DeskAction, user: String, isbn: ISBN, waiting: [PendingScan])
    /// Nothing of this action is waiting for the user on a book with this ISBN.
    case nothingToDo(DeskAction, isbn: ISBN, source: String)
    /// The ISBN could mean several books waiting for this action: the user must name one by id.
    case ambiguous(DeskAction, isbn: ISBN, candidates: [PendingScan], source: String)
    /// LendingKit refused the operation.
    case lending(LendingError)

    /// The broad group of the error, as LendingKit defines them.
    public var kind: LendingError.Kind {
        switch self {
        case .missingFile, .nothingToDo: return .notFound
        case .unreadableFile, .unreadableImage, .invalidISBN, .noISBN, .severalISBNs, .bookNotInImage, .ambiguous: return .invalidInput
        case .wrongAction: return .notAllowed
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
        case let .invalidISBN(error):
            return error.description
        case let .noISBN(source):
            return "\(source): no ISBN barcode found"
        case let .severalISBNs(isbns, source):
            return "\(source): several ISBNs (\(Self.list(isbns))): name the book id"
        case let .bookNotInImage(bookID, isbn, found, source):
            return "\(source): book \(bookID) has ISBN \(isbn), not \(Self.list(found))"
        case let .wrongAction(action, user, isbn, waiting):
            let instead = waiting.map(\.action).joined(separator: ", ")
            return "\(user) cannot \(action.verb) ISBN \(isbn): what waits for \(user) is to \(instead)"
        case let .nothingToDo(action, isbn, source):
            return "\(source): nothing to \(action.verb) for ISBN \(isbn)"
        case let .ambiguous(action, isbn, candidates, source):
            let books = candidates.map { "book \($0.bookID) (\($0.title), \($0.action))" }
            return "\(source): ISBN \(isbn) to \(action.verb) could mean \(books.joined(separator: ", ")): name the book id"
        case let .lending(error):
            return error.description
        }
    }

    private static func list(_ isbns: [ISBN]) -> String {
        isbns.map(\.isbn13).joined(separator: ", ")
    }
}
