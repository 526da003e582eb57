import LendingKit
import ShelfScan

/// A handover or return scan as `--json` prints it.
struct DeskScanRecord: Encodable {
    var source: String
    var isbn: String
    var bookID: Int64
    var title: String
    /// `handover` or `return`.
    var kind: String
    /// `owner` or `borrower`.
    var role: String
    /// E.g. `receive book 7 from alice`.
    var action: String
    var otherParty: String
    var requestID: Int64
    /// `waiting`, `loanStarted`, `giftTransferred` or `returned`.
    var outcome: String
    var loanID: Int64?

    init(_ result: DeskScan) {
        let scan = result.scan
        source = result.source.label
        isbn = result.isbn.isbn13
        bookID = scan.bookID
        title = scan.title
        kind = scan.kind.rawValue
        role = scan.role.rawValue
        action = scan.action
        otherParty = scan.otherParty
        requestID = scan.requestID
        switch result.outcome {
        case .waiting: outcome = "waiting"; loanID = scan.loanID
        case let .loanStarted(loan): outcome = "loanStarted"; loanID = loan.id
        case .giftTransferred: outcome = "giftTransferred"; loanID = nil
        case let .returned(loan): outcome = "returned"; loanID = loan.id
        }
    }

    /// `scanned "Dune" to receive book 7 from alice: loan 4 started`.
    static func text(_ result: DeskScan) -> String {
        let scan = result.scan
        let done: String
        switch result.outcome {
        case .waiting: done = "waiting for \(scan.otherParty) to scan it too"
        case let .loanStarted(loan): done = "loan \(loan.id) started"
        case let .giftTransferred(book): done = "book \(book.id) is now a gift to its new owner"
        case let .returned(loan): done = "loan \(loan.id) ended, the book is back with its owner"
        }
        return "scanned \"\(scan.title)\" to \(scan.action): \(done)"
    }
}
