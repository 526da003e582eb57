import ShelfScan

/// What `renew --all --json` prints per loan.
struct RenewalRecord: Encodable {
    let loanID: Int64
    let title: String
    let renewed: Bool
    let dueDate: String?
    let refusal: String?

    init(_ outcome: RenewalOutcome) {
        loanID = outcome.loanID
        title = outcome.title
        renewed = outcome.renewed != nil
        dueDate = outcome.renewed?.dueDate?.description
        refusal = outcome.refusal.map { "\($0)" }
    }
}
