/// An open loan as its lender lists it: where it stands, the book's title and who has it.
///
/// ```swift
/// for lent in try db.lentLoans(of: library) { print(lent.title, lent.borrower, lent.standing.daysOverdue) }
/// ```
public struct LentLoan: Codable, Sendable, Equatable {
    /// Due date, days overdue, fine so far.
    public let standing: LoanStanding
    /// The book's title.
    public let title: String
    /// The borrower's username.
    public let borrower: String

    /// Builds one from its parts, as services and tests do.
    public init(standing: LoanStanding, title: String, borrower: String) {
        self.standing = standing
        self.title = title
        self.borrower = borrower
    }
}
