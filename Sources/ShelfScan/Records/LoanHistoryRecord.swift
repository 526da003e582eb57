import LendingKit

/// An ended loan, as services and `shelfscan loans --history --json` print it.
public struct LoanHistoryRecord: Codable, Sendable, Equatable {
    /// `lent` when the user was the lender, `borrowed` when the borrower.
    public var role: String
    /// The book, as it is now.
    public var book: BookRecord
    /// The lender's username.
    public var lender: String
    /// The borrower's username.
    public var borrower: String
    /// The loan, with its dates and the borrower's comment.
    public var loan: Loan

    /// The record of `entry` as `user` sees it.
    public init(_ entry: LoanHistoryEntry, seenBy user: User) {
        role = entry.loan.lenderID == user.id ? "lent" : "borrowed"
        book = BookRecord(entry.book)
        lender = entry.lender
        borrower = entry.borrower
        loan = entry.loan
    }
}
