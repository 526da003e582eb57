/// A self-service check-in: the book, the loan it ended, and the fine the return charged (zero
/// when it came back in time; the part of the fine not already charged when the lender settled
/// the account while the book was out).
///
/// ```swift
/// let result = try db.checkin([.isbn(isbn)], member: session)
/// result.fine.description   // "0.75 EUR"
/// ```
public struct CheckinResult: Codable, Sendable, Equatable {
    /// The book returned.
    public let book: Book
    /// The loan, ended.
    public let loan: Loan
    /// What the late return added to the account.
    public let fine: Money

    /// Builds one from its parts, as services and tests do.
    public init(book: Book, loan: Loan, fine: Money) {
        self.book = book
        self.loan = loan
        self.fine = fine
    }
}
