/// A self-service check-in: the book, the loan it ended, and the fine charged for it (zero when
/// it came back in time).
///
/// ```swift
/// let result = try db.checkin([.isbn(isbn)], member: session)
/// result.fine.description   // "0.75 EUR"
/// ```
public struct CheckinResult: Sendable, Equatable {
    /// The book returned.
    public let book: Book
    /// The loan, ended.
    public let loan: Loan
    /// The fine charged for a late return.
    public let fine: Money
}
