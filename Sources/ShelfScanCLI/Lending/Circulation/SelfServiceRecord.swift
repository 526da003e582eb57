import ShelfScan

/// What `checkout --json` and `checkin --json` print per book.
struct SelfServiceRecord: Encodable {
    let book: BookRecord
    let loanID: Int64
    let dueDate: String?
    let fine: Int64?
    let currency: String?

    init(_ result: CheckoutResult) {
        book = BookRecord(result.book)
        loanID = result.loan.id
        dueDate = result.loan.dueDate?.description
        fine = nil
        currency = nil
    }

    init(_ result: CheckinResult) {
        book = BookRecord(result.book)
        loanID = result.loan.id
        dueDate = result.loan.dueDate?.description
        fine = result.fine.minorUnits
        currency = result.fine.currency.code
    }
}
