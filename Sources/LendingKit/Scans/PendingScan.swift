/// A scan the user still has to make: a handover on an accepted request, or a return on an open loan.
///
/// ```swift
/// let waiting = try db.pendingScans(for: alice, code: .isbn(isbn))
/// waiting.first?.action   // "hand over book 7 to bob"
/// ```
public struct PendingScan: Codable, Sendable, Equatable {
    /// Handover or return.
    public let kind: ScanKind
    /// The side the user is on.
    public let role: PartyRole
    /// The book to scan.
    public let bookID: Int64
    /// Its title, to tell copies and editions apart.
    public let title: String
    /// The code scanned: the book's ISBN or its label.
    public let code: BookCode
    /// The accepted request (handover) or the one the loan came from (return).
    public let requestID: Int64
    /// The open loan, for returns.
    public let loanID: Int64?
    /// The other side's username.
    public let otherParty: String
    /// Whether the other side has already scanned, so this scan completes the handover or return.
    public let otherSideScanned: Bool

    /// Builds one from its parts, as services and tests do.
    public init(kind: ScanKind, role: PartyRole, bookID: Int64, title: String, code: BookCode, requestID: Int64,
                loanID: Int64?, otherParty: String, otherSideScanned: Bool) {
        self.kind = kind
        self.role = role
        self.bookID = bookID
        self.title = title
        self.code = code
        self.requestID = requestID
        self.loanID = loanID
        self.otherParty = otherParty
        self.otherSideScanned = otherSideScanned
    }

    /// What the scan does, e.g. `receive book 7 from alice` or `hand back book 7 to alice`.
    public var action: String {
        switch (kind, role) {
        case (.handover, .owner): return "hand over book \(bookID) to \(otherParty)"
        case (.handover, .borrower): return "receive book \(bookID) from \(otherParty)"
        case (.return, .borrower): return "hand back book \(bookID) to \(otherParty)"
        case (.return, .owner): return "receive back book \(bookID) from \(otherParty)"
        }
    }
}
