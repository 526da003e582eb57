/// Where an open loan stands today under its lender's policy: its due date, days overdue and the
/// fine accrued so far (charged when the book comes back).
///
/// ```swift
/// let standing = try db.standing(ofLoan: 4, by: bob)
/// standing.loan.dueDate       // 2026-11-16
/// standing.daysOverdue        // 3
/// standing.fine.description   // "0.75 EUR"
/// ```
public struct LoanStanding: Codable, Sendable, Equatable {
    /// The loan; its `dueDate` is the day it is due.
    public let loan: Loan
    /// Calendar days past the due date, 0 when not overdue.
    public let daysOverdue: Int
    /// The fine accrued so far for an open loan, or charged for an ended one.
    public let fine: Money
    /// Renewals left under the lender's policy.
    public let renewalsLeft: Int

    /// Builds one from its parts, as services and tests do.
    public init(loan: Loan, daysOverdue: Int, fine: Money, renewalsLeft: Int) {
        self.loan = loan
        self.daysOverdue = daysOverdue
        self.fine = fine
        self.renewalsLeft = renewalsLeft
    }
}
