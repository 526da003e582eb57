/// A row of an owner's book list: the book and who has or is about to have it.
///
/// ```swift
/// for entry in try db.myBooks(alice) {
///     print(entry.book.title, entry.book.status, entry.borrower ?? "")
/// }
/// ```
public struct OwnedBook: Codable, Sendable, Equatable {
    /// The book.
    public let book: Book
    /// The username of the open loan's borrower, or of the accepted requester; `nil` otherwise.
    public let borrower: String?
    /// How many requests are waiting for an answer.
    public let pendingRequests: Int
    /// The scans of the handover or return under way; `nil` when none is.
    public let scans: ScanProgress?

    /// Builds one from its parts, as services and tests do.
    public init(book: Book, borrower: String?, pendingRequests: Int, scans: ScanProgress?) {
        self.book = book
        self.borrower = borrower
        self.pendingRequests = pendingRequests
        self.scans = scans
    }
}
