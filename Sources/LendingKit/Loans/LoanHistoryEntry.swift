/// An ended loan in a user's history, lent or borrowed.
///
/// ```swift
/// for entry in try db.loanHistory(of: bob) {
///     print(entry.book.title, entry.lender, entry.borrower, entry.loan.returnedAt ?? entry.loan.startedAt)
/// }
/// ```
public struct LoanHistoryEntry: Codable, Sendable, Equatable {
    /// The loan, with its start, end and the borrower's comment.
    public let loan: Loan
    /// The book lent, as it is now (kept when removed).
    public let book: Book
    /// The lender's username.
    public let lender: String
    /// The borrower's username.
    public let borrower: String

    /// Builds one from its parts, as services and tests do.
    public init(loan: Loan, book: Book, lender: String, borrower: String) {
        self.loan = loan
        self.book = book
        self.lender = lender
        self.borrower = borrower
    }
}
