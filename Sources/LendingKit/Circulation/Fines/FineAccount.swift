/// What one borrower owes one lender: fines charged less payments and waivers, plus the fines
/// still accruing on loans that are overdue now.
///
/// An overdue book's fine accrues until the book comes back or the lender settles it: a payment
/// or waiver first charges what the account's overdue books have accrued so far (each loan's one
/// fine entry, which goes on growing while the book stays out), so it can settle everything owed.
///
/// ```swift
/// let account = try db.fineAccount(of: bob, with: library, by: bob)
/// account.owed.description   // "1.50 EUR"
/// account.isBlocked          // true when the library blocks above 1.00
/// ```
public struct FineAccount: Codable, Sendable, Equatable {
    /// The lender's username.
    public let owner: String
    /// The borrower's username.
    public let borrower: String
    /// Fines charged less payments and waivers.
    public let balance: Money
    /// What loans overdue now have accrued beyond what was charged of their fines: charged when
    /// they come back, or when the lender settles the account.
    public let accruing: Money
    /// Every entry, oldest first.
    public let entries: [FineEntry]
    /// Whether the lender's policy blocks the borrower for what they owe.
    public let isBlocked: Bool

    /// Builds one from its parts, as services and tests do.
    public init(owner: String, borrower: String, balance: Money, accruing: Money, entries: [FineEntry],
                isBlocked: Bool) {
        self.owner = owner
        self.borrower = borrower
        self.balance = balance
        self.accruing = accruing
        self.entries = entries
        self.isBlocked = isBlocked
    }

    /// `balance` and `accruing` together: what counts toward the block.
    public var owed: Money { balance + accruing }
}
