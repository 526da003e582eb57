/// What `renewAll` did to one loan: renewed with its new due date, or refused and why.
///
/// ```swift
/// for outcome in try db.renewAll(by: bob) {
///     print(outcome.loanID, outcome.renewed?.dueDate ?? "-", outcome.refusal?.description ?? "")
/// }
/// ```
public struct RenewalOutcome: Sendable, Equatable {
    /// The loan.
    public let loanID: Int64
    /// The book's title.
    public let title: String
    /// The loan after its renewal; `nil` when refused.
    public let renewed: Loan?
    /// Why the renewal was refused; `nil` when renewed.
    public let refusal: LendingError?

    /// Builds one from its parts, as services and tests do.
    public init(loanID: Int64, title: String, renewed: Loan?, refusal: LendingError?) {
        self.loanID = loanID
        self.title = title
        self.renewed = renewed
        self.refusal = refusal
    }
}
