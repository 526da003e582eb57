import LendingKit

/// A row of `shelfscan loans` as `--json` prints it.
struct LoanListRecord: Encodable {
    var list: String
    var book: BookRecord
    var owner: String
    var request: RequestRecord
    var loan: Loan?

    init(list: String, _ entry: BorrowerEntry) {
        self.list = list
        book = BookRecord(entry.book, owner: entry.owner)
        owner = entry.owner
        request = RequestRecord(entry.request)
        loan = entry.loan
    }
}
