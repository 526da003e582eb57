import LendingKit

/// One book checked out or in at self-service, as `shelfscan checkout --json` and
/// `checkin --json` print it; a check-in carries the fine it charged.
///
/// ```swift
/// let record = SelfServiceRecord(try store.checkout(codes, member: member))
/// // {"book":{...},"dueDate":"2026-11-09","loanID":1}
/// ```
public struct SelfServiceRecord: Codable, Sendable, Equatable {
    /// The book.
    public var book: BookRecord
    /// Its loan.
    public var loanID: Int64
    /// When it is due back, if the loan has a due date.
    public var dueDate: String?
    /// At check-in, the fine charged, in minor units of `currency` (cents).
    public var fine: Int64?
    /// The fine's ISO 4217 currency.
    public var currency: String?

    /// A record of these fields.
    public init(book: BookRecord, loanID: Int64, dueDate: String?, fine: Int64? = nil, currency: String? = nil) {
        self.book = book
        self.loanID = loanID
        self.dueDate = dueDate
        self.fine = fine
        self.currency = currency
    }

    /// The record of a checkout.
    public init(_ result: CheckoutResult) {
        self.init(book: BookRecord(result.book), loanID: result.loan.id, dueDate: result.loan.dueDate?.description)
    }

    /// The record of a check-in, with its fine.
    public init(_ result: CheckinResult) {
        self.init(book: BookRecord(result.book), loanID: result.loan.id, dueDate: result.loan.dueDate?.description,
                  fine: result.fine.minorUnits, currency: result.fine.currency.code)
    }
}
