import LendingKit

/// A row of a borrower's lists (what they requested, were accepted for, are borrowing), as
/// services and `shelfscan loans --json` print it.
public struct LoanListRecord: Codable, Sendable, Equatable {
    /// `requested`, `accepted` or `borrowed`.
    public var list: String
    /// The book, with its owner.
    public var book: BookRecord
    /// The owner's username.
    public var owner: String
    /// The request behind it.
    public var request: RequestRecord
    /// The open loan, in the `borrowed` list.
    public var loan: Loan?
    /// The scans of the handover or return under way, when one is.
    public var scans: ScanProgress?
    /// The due date, days overdue and fine so far of the open loan.
    public var standing: LoanStandingRecord?

    /// The record of `entry`, with its loan's `standing` when borrowed.
    public init(_ entry: BorrowerEntry, standing: LoanStanding? = nil) {
        list = entry.list.rawValue
        book = BookRecord(entry.book, owner: entry.owner)
        owner = entry.owner
        request = RequestRecord(entry.request)
        loan = entry.loan
        scans = entry.scans
        self.standing = standing.map { LoanStandingRecord($0) }
    }
}
