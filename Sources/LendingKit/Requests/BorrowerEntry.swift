/// A row of a borrower's lists: a book they asked for, were accepted for, or are borrowing.
///
/// ```swift
/// for entry in try db.requests(madeBy: bob, status: .accepted) {
///     print(entry.book.title, entry.owner, entry.request.pickup?.address ?? "")
/// }
/// ```
public struct BorrowerEntry: Sendable, Equatable {
    /// The book.
    public let book: Book
    /// The owner's username.
    public let owner: String
    /// The borrower's request (with the pickup location once accepted).
    public let request: BookRequest
    /// The open loan, in the borrowing list.
    public let loan: Loan?
}
