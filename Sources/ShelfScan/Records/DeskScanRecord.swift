/// A handover or return scan at the desk, as services and `shelfscan --json` print it.
///
/// ```swift
/// DeskScanRecord(try desk.receive(.photo(path: "dune.jpg"), by: bob))
/// // {"action":"receive book 7 from alice","bookID":7,"isbn":"9780441172719","kind":"handover","loanID":4,
/// //  "otherParty":"alice","outcome":"loanStarted","requestID":3,"role":"borrower","source":"dune.jpg",...}
/// ```
public struct DeskScanRecord: Codable, Sendable, Equatable {
    /// The photo, upload, frame or typed text the code came from.
    public var source: String
    /// The ISBN-13 scanned, when the code was an ISBN.
    public var isbn: String?
    /// The ShelfScan label scanned, when the code was a label.
    public var label: String?
    /// The book scanned.
    public var bookID: Int64
    /// Its title.
    public var title: String
    /// `handover` or `return`.
    public var kind: String
    /// `owner` or `borrower`.
    public var role: String
    /// E.g. `receive book 7 from alice`.
    public var action: String
    /// The other side's username.
    public var otherParty: String
    /// The request behind the handover or loan.
    public var requestID: Int64
    /// `waiting`, `loanStarted`, `giftTransferred` or `returned`.
    public var outcome: String
    /// The loan started, ended or being returned; none for a handover waiting or a gift.
    public var loanID: Int64?

    /// The record of `result`.
    public init(_ result: DeskScan) {
        let scan = result.scan
        source = result.source.label
        isbn = result.code.isbn?.isbn13
        label = result.code.label?.digits
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
}
