/// What a handover or return scan did.
///
/// ```swift
/// switch try db.scan(.code(.isbn(isbn)), action: .receive, by: bob).outcome {
/// case .waiting(let scan): print("now \(scan.otherParty) scans it")
/// case .loanStarted(let loan): print("loan \(loan.id) started")
/// default: break
/// }
/// ```
public enum ScanOutcome: Codable, Sendable, Equatable {
    /// The scan was recorded; the other side has yet to scan. Carries the scan as it stood.
    case waiting(PendingScan)
    /// The second handover scan: the loan is open and the book `borrowed`.
    case loanStarted(Loan)
    /// The second handover scan of a gift: the book now belongs to the borrower, `available`.
    case giftTransferred(Book)
    /// The second return scan: the loan is closed and the book `available`.
    case returned(Loan)
}
