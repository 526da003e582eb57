import ShelfScan

extension DeskScanRecord {
    /// `scanned "Dune" to receive book 7 from alice: loan 4 started`.
    static func text(_ result: DeskScan) -> String {
        let scan = result.scan
        let done: String
        switch result.outcome {
        case .waiting: done = "waiting for \(scan.otherParty) to scan it too"
        case let .loanStarted(loan): done = "loan \(loan.id) started"
        case let .giftTransferred(book): done = "book \(book.id) is now a gift to its new owner (gift \(scan.requestID))"
        case let .returned(loan): done = "loan \(loan.id) ended, the book is back with its owner"
        }
        return "scanned \"\(scan.title)\" to \(scan.action): \(done)"
    }
}
