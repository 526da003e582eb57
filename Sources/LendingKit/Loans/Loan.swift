import Foundation
import GRDB

/// A book lent from its owner to a borrower: open from the second handover scan until the second
/// return scan.
///
/// ```swift
/// let loans = try db.borrowerEntries(of: bob, in: [.borrowed])
/// loans.first?.loan?.returnedAt   // nil while bob has it
/// ```
public struct Loan: Codable, Sendable, Equatable, Identifiable, FetchableRecord, TableRecord {
    /// The database's table name.
    public static let databaseTableName = "loan"

    /// The row id.
    public let id: Int64
    /// The lent book.
    public let bookID: Int64
    /// The accepted request the loan came from.
    public let requestID: Int64
    /// The owner at the time of lending.
    public let lenderID: Int64
    /// The borrower.
    public let borrowerID: Int64
    /// When the second handover scan happened.
    public let startedAt: Date
    /// When the borrower scanned the book to hand it back, if they have.
    public let borrowerReturnedAt: Date?
    /// When the owner scanned the book to receive it back, if they have.
    public let ownerReceivedAt: Date?
    /// When the second return scan happened; `nil` while the loan is open.
    public let returnedAt: Date?
    /// The borrower's comment on the book, left when handing it back.
    public let returnComment: String?
    /// The last day the book may be kept, set by the lender's policy when the loan starts and moved
    /// by renewals; `nil` when the lender sets no loan period.
    public let dueDate: LibraryDay?
    /// How many times the loan was renewed.
    public let renewals: Int
    /// How many times the loan may be renewed, under the policy it was lent on.
    public let renewalLimit: Int
    /// The fine per overdue open day it was lent on, in minor units of the lender's currency.
    public let finePerDay: Int64
    /// The days overdue without a fine it was lent on.
    public let graceDays: Int
    /// The cap on its fine it was lent on, in minor units; `nil` for none.
    public let maxFine: Int64?

    /// Builds one from its parts, as services and tests do.
    public init(id: Int64, bookID: Int64, requestID: Int64, lenderID: Int64, borrowerID: Int64, startedAt: Date,
                borrowerReturnedAt: Date?, ownerReceivedAt: Date?, returnedAt: Date?, returnComment: String?,
                dueDate: LibraryDay?, renewals: Int, renewalLimit: Int, finePerDay: Int64, graceDays: Int,
                maxFine: Int64?) {
        self.id = id
        self.bookID = bookID
        self.requestID = requestID
        self.lenderID = lenderID
        self.borrowerID = borrowerID
        self.startedAt = startedAt
        self.borrowerReturnedAt = borrowerReturnedAt
        self.ownerReceivedAt = ownerReceivedAt
        self.returnedAt = returnedAt
        self.returnComment = returnComment
        self.dueDate = dueDate
        self.renewals = renewals
        self.renewalLimit = renewalLimit
        self.finePerDay = finePerDay
        self.graceDays = graceDays
        self.maxFine = maxFine
    }

    /// Whether the book is still out.
    public var isOpen: Bool { returnedAt == nil }

    /// The terms the loan was lent on, its amounts in `currency`, the lender's.
    public func terms(in currency: Currency) -> LoanTerms {
        LoanTerms(renewals: renewalLimit, finePerDay: Money(minorUnits: finePerDay, currency: currency),
                  graceDays: graceDays, maxFine: maxFine.map { Money(minorUnits: $0, currency: currency) })
    }

    /// The table's columns, for queries.
    public enum Columns {
        /// `id`.
        public static let id = Column(CodingKeys.id)
        /// `borrowerID`.
        public static let borrowerID = Column(CodingKeys.borrowerID)
        /// `returnedAt`, `NULL` while the loan is open.
        public static let returnedAt = Column(CodingKeys.returnedAt)
        /// `borrowerReturnedAt`, set by the borrower's return scan.
        public static let borrowerReturnedAt = Column(CodingKeys.borrowerReturnedAt)
        /// `ownerReceivedAt`, set by the owner's return scan.
        public static let ownerReceivedAt = Column(CodingKeys.ownerReceivedAt)
    }
}
