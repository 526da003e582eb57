import GRDB

/// The two moments a book changes hands and both people scan it.
public enum ScanKind: String, Codable, Sendable, CaseIterable, DatabaseValueConvertible {
    /// Owner hands over, borrower receives; starts a loan (or transfers a gift).
    case handover
    /// Borrower hands back, owner receives back; ends the loan.
    case `return`
}
