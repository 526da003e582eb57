import LendingKit

/// One loan's renewal, as `shelfscan renew --all --json` prints it: renewed with its new due
/// date, or refused with the reason in words.
///
/// ```swift
/// let records = try store.renewAll(by: bob).map(RenewalRecord.init)
/// // {"dueDate":"2026-12-14","loanID":4,"renewed":true,"title":"Dune"}
/// ```
public struct RenewalRecord: Codable, Sendable, Equatable {
    /// The loan.
    public var loanID: Int64
    /// Its book's title.
    public var title: String
    /// Whether it was renewed.
    public var renewed: Bool
    /// The new due date, when renewed and the loan has one.
    public var dueDate: String?
    /// Why it was not renewed.
    public var refusal: String?

    /// A record of these fields.
    public init(loanID: Int64, title: String, renewed: Bool, dueDate: String?, refusal: String?) {
        self.loanID = loanID
        self.title = title
        self.renewed = renewed
        self.dueDate = dueDate
        self.refusal = refusal
    }

    /// The record of `outcome`.
    public init(_ outcome: RenewalOutcome) {
        self.init(loanID: outcome.loanID, title: outcome.title, renewed: outcome.renewed != nil,
                  dueDate: outcome.renewed?.dueDate?.description, refusal: outcome.refusal.map { "\($0)" })
    }
}
