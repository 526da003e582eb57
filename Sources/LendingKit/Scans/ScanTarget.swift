/// What a handover or return scan is of: a code typed (an ISBN or a ShelfScan label), the codes a
/// picture of the book shows, or a book named by id when the code alone could mean several copies
/// (or the picture shows several books).
///
/// ```swift
/// try db.scan(.code(.isbn(isbn)), action: .receive, by: bob)
/// try db.scan(.shown(codesInPhoto), action: .receive, by: bob)
/// try db.scan(.book(7, shownCodes: codesInPhoto), action: .handOver, by: alice)
/// ```
public enum ScanTarget: Sendable, Hashable {
    /// The book or books with this ISBN or label; the user's side of the scan must identify one.
    case code(BookCode)
    /// The codes one picture shows. A label on a book of this database names that book, as it is
    /// stuck on that one copy; else the one ISBN shown does. Labels no book has are passed over: a
    /// shop's price sticker is numbered in the same 20–29 range.
    case shown([BookCode])
    /// Book `id`, one of whose codes must be among those the scanned photo, frame or typed text showed.
    case book(Int64, shownCodes: [BookCode])

    /// `.code(code)`, or `.book(id, shownCodes: [code])` when a book id is given.
    public init(code: BookCode, bookID: Int64?) {
        self = bookID.map { .book($0, shownCodes: [code]) } ?? .code(code)
    }
}
