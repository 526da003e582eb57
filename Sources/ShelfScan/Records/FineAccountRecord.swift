import LendingKit

/// A fine account as services and `shelfscan fines --json` print it; amounts in minor units.
///
/// ```swift
/// FineAccountRecord(account)   // {"owner":"library","borrower":"bob","balance":150,"accruing":0,"blocked":true,...}
/// ```
public struct FineAccountRecord: Codable, Sendable, Equatable {
    /// The lender.
    public var owner: String
    /// The borrower.
    public var borrower: String
    /// Charged less paid and waived.
    public var balance: Int64
    /// Accruing on overdue loans, beyond what was charged of it.
    public var accruing: Int64
    /// `balance` and `accruing` together: what is owed, and what the block counts.
    public var owed: Int64
    /// The currency of the amounts.
    public var currency: String
    /// Whether the lender's policy blocks the borrower.
    public var blocked: Bool
    /// Every entry, oldest first.
    public var entries: [FineEntry]

    /// The record of `account`.
    public init(_ account: FineAccount) {
        owner = account.owner
        borrower = account.borrower
        balance = account.balance.minorUnits
        accruing = account.accruing.minorUnits
        owed = account.owed.minorUnits
        currency = account.balance.currency.code
        blocked = account.isBlocked
        entries = account.entries
    }
}
