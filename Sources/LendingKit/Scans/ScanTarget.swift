import ISBNKit

/// What a handover or return scan is of: the one ISBN read from the book, or a book named by id
/// when the ISBN alone could mean several copies (or the picture shows several ISBNs).
///
/// ```swift
/// try db.scan(.isbn(isbn), action: .receive, by: bob)
/// try db.scan(.book(7, shownISBNs: isbnsInPhoto), action: .handOver, by: alice)
/// ```
public enum ScanTarget: Sendable, Hashable {
    /// The book or books with this ISBN; the user's side of the scan must identify one.
    case isbn(ISBN)
    /// Book `id`, whose ISBN must be among those the scanned photo, frame or typed text showed.
    case book(Int64, shownISBNs: [ISBN])

    /// `.isbn(isbn)`, or `.book(id, shownISBNs: [isbn])` when a book id is given.
    public init(isbn: ISBN, bookID: Int64?) {
        self = bookID.map { .book($0, shownISBNs: [isbn]) } ?? .isbn(isbn)
    }
}
