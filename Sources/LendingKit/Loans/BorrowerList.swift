import GRDB

/// The lists a borrower's books are in, in the order a book goes through them.
///
/// ```swift
/// try db.borrowerEntries(of: bob, in: [.accepted]).map(\.book.title)
/// ```
public enum BorrowerList: String, Sendable, CaseIterable, Codable, DatabaseValueConvertible {
    /// Asked for, waiting for the owner's answer.
    case requested
    /// Accepted, waiting for the handover scans.
    case accepted
    /// On loan to the borrower now.
    case borrowed

    /// The position in list order, also used by SQL `ORDER BY`.
    var rank: Int {
        switch self {
        case .requested: return 0
        case .accepted: return 1
        case .borrowed: return 2
        }
    }
}
