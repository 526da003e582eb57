import Foundation
import GRDB

/// One line of a borrower's fine account with an owner: a fine charged for a late loan, or a
/// payment or waiver the owner recorded. Amounts are positive integer minor units; `kind` says
/// which way they count.
///
/// A loan has at most one fine entry. While the book is out it holds what was charged of the
/// fine so far (when the lender settled the account); it grows to the whole fine when the book
/// comes back, so what was paid or waived meanwhile still counts against it.
///
/// ```swift
/// try db.fineAccount(of: bob, with: library, by: bob).entries.map(\.kind)   // [.fine, .payment]
/// ```
public struct FineEntry: Codable, Sendable, Equatable, Identifiable, FetchableRecord, TableRecord {
    /// The database's table name.
    public static let databaseTableName = "fineEntry"

    /// Which way an entry counts.
    public enum Kind: String, Codable, Sendable, CaseIterable, DatabaseValueConvertible {
        /// Charged for a late loan, when it comes back or when the account is settled: adds to what is owed.
        case fine
        /// Paid to the owner: subtracts.
        case payment
        /// Forgiven by the owner: subtracts.
        case waiver
    }

    /// The row id, in the order entries were made.
    public let id: Int64
    /// The lender whose account it is.
    public let ownerID: Int64
    /// The borrower who owes.
    public let borrowerID: Int64
    /// The loan a fine is for; `nil` for payments and waivers.
    public let loanID: Int64?
    /// Fine, payment or waiver.
    public let kind: Kind
    /// The amount in minor units, always positive.
    public let amount: Int64
    /// Who made the entry: the owner, or the borrower whose check-in charged the fine.
    public let actorID: Int64
    /// When it was made (a fine: when first charged).
    public let at: Date

    /// Builds one from its parts, as services and tests do.
    public init(id: Int64, ownerID: Int64, borrowerID: Int64, loanID: Int64?, kind: Kind, amount: Int64,
                actorID: Int64, at: Date) {
        self.id = id
        self.ownerID = ownerID
        self.borrowerID = borrowerID
        self.loanID = loanID
        self.kind = kind
        self.amount = amount
        self.actorID = actorID
        self.at = at
    }
}
