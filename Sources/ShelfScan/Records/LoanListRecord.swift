import LendingKit

/// A row of a borrower's lists (what they requested, were accepted for, are borrowing), as
/// services and `shelfscan loans --json` print it.
public struct LoanListRecord: Codable, Sendable, Equatable {
    /// `requested`, `accepted` or `borrowing`.
    public var list: String
    /// The book, with its owner.
    public var book: BookRecord
    /// The owner's username.
    public var owner: String
    /// The request behind it.
    public var request: RequestRecord
    /// The open loan, in the `borrowing` list.
    public var loan: Loan?

    /// The record of `entry` in the list named `list`.
    public init(list: String, _ entry: BorrowerEntry) {
        self.list = list
        book = BookRecord(entry.book, owner: entry.owner)
        owner = entry.owner
        request = RequestRecord(entry.request)
        loan = entry.loan
    }
}
