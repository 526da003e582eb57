import GRDB

/// How far the two scans of a handover or return under way have got: one side may have scanned
/// and the other not yet, which is what lists show so nobody wonders why a book did not move.
///
/// ```swift
/// let entry = try db.myBooks(alice, status: .accepted).first
/// entry?.scans?.waitsFor(.borrower)   // true once alice has scanned and bob has not
/// ```
public struct ScanProgress: Sendable, Equatable, Codable {
    /// A handover (accepted request) or a return (open loan).
    public let kind: ScanKind
    /// Whether the owner has scanned the book for it.
    public let ownerScanned: Bool
    /// Whether the borrower has scanned the book for it.
    public let borrowerScanned: Bool

    /// Progress of `kind` with the given scans made.
    public init(kind: ScanKind, ownerScanned: Bool, borrowerScanned: Bool) {
        self.kind = kind
        self.ownerScanned = ownerScanned
        self.borrowerScanned = borrowerScanned
    }

    /// The handover of an accepted `request`.
    public init(handoverOf request: BookRequest) {
        self.init(kind: .handover, ownerScanned: request.ownerScannedAt != nil,
                  borrowerScanned: request.borrowerScannedAt != nil)
    }

    /// The return of an open `loan`.
    public init(returnOf loan: Loan) {
        self.init(kind: .return, ownerScanned: loan.ownerReceivedAt != nil, borrowerScanned: loan.borrowerReturnedAt != nil)
    }

    /// The progress in a row with `scanKind`, `ownerScanned` and `borrowerScanned`; `nil` when
    /// `scanKind` is `NULL` (nothing under way).
    init?(row: Row) {
        guard let kind = ScanKind(rawValue: row["scanKind"] ?? "") else { return nil }
        self.init(kind: kind, ownerScanned: row["ownerScanned"], borrowerScanned: row["borrowerScanned"])
    }

    /// Whether one side has scanned and `side` is the one still to scan.
    public func waitsFor(_ side: PartyRole) -> Bool {
        switch side {
        case .owner: return borrowerScanned && !ownerScanned
        case .borrower: return ownerScanned && !borrowerScanned
        }
    }
}
