import LendingKit

/// Where an open loan stands, as services and `shelfscan loans --json` print it; the fine in
/// minor units of `currency`.
///
/// ```swift
/// LoanStandingRecord(standing)   // {"loanID":4,"dueDate":"2026-11-16","daysOverdue":3,"fine":75,"currency":"EUR",...}
/// ```
public struct LoanStandingRecord: Codable, Sendable, Equatable {
    /// The loan.
    public var loanID: Int64
    /// The book.
    public var bookID: Int64
    /// The book's title, in the lender's list.
    public var title: String?
    /// The borrower, in the lender's list.
    public var borrower: String?
    /// `YYYY-MM-DD`; absent without a due date.
    public var dueDate: String?
    /// Calendar days past the due date.
    public var daysOverdue: Int
    /// The fine so far, in minor units.
    public var fine: Int64
    /// The fine's currency.
    public var currency: String
    /// Times renewed.
    public var renewals: Int
    /// Renewals left.
    public var renewalsLeft: Int

    /// The record of `standing`, with the title and borrower when the list shows them.
    public init(_ standing: LoanStanding, title: String? = nil, borrower: String? = nil) {
        loanID = standing.loan.id
        bookID = standing.loan.bookID
        self.title = title
        self.borrower = borrower
        dueDate = standing.loan.dueDate?.description
        daysOverdue = standing.daysOverdue
        fine = standing.fine.minorUnits
        currency = standing.fine.currency.code
        renewals = standing.loan.renewals
        renewalsLeft = standing.renewalsLeft
    }
}
