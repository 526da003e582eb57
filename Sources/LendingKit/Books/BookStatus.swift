import GRDB

/// Where a book stands, always derived from the requests and loans behind it, until its owner
/// removes it.
///
/// The cases are declared in the order lists show them: `BookStatus.allCases.sorted()` is
/// `[.available, .requested, .accepted, .borrowed, .removed]`.
public enum BookStatus: String, Codable, Sendable, CaseIterable, Comparable, DatabaseValueConvertible {
    /// No open request or loan.
    case available
    /// At least one pending request and no accepted one.
    case requested
    /// One request accepted, waiting for both handover scans.
    case accepted
    /// On loan: handed over and not yet returned.
    case borrowed
    /// Removed by its owner: no longer lent, listed or found, kept as the history of its loans,
    /// ratings, comments and messages.
    case removed

    /// Orders as declared: available, requested, accepted, borrowed, removed.
    public static func < (lhs: BookStatus, rhs: BookStatus) -> Bool { lhs.rank < rhs.rank }

    /// The position in list order, also used by SQL `ORDER BY`.
    var rank: Int {
        switch self {
        case .available: return 0
        case .requested: return 1
        case .accepted: return 2
        case .borrowed: return 3
        case .removed: return 4
        }
    }

    /// `CASE book.status WHEN 'available' THEN 0 ... END`: `rank` in SQL, for `ORDER BY`.
    static let sqlRank = "CASE book.status "
        + allCases.map { "WHEN \($0.sqlLiteral) THEN \($0.rank) " }.joined() + "END"

    /// Statuses a borrower can still ask for.
    public var isRequestable: Bool { self == .available || self == .requested }
}
