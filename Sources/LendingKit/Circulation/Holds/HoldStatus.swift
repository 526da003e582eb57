import GRDB

/// The life of a hold: `waiting` in the queue → `ready` (the book came back and waits for the
/// holder, as an accepted request with a pickup deadline) → `fulfilled` once borrowed; or
/// `cancelled` by the holder or owner, or `expired` when the pickup deadline passed.
public enum HoldStatus: String, Codable, Sendable, CaseIterable, DatabaseValueConvertible {
    /// In the queue, first come first served.
    case waiting
    /// The book is kept for the holder until the pickup date.
    case ready
    /// The holder borrowed the book.
    case fulfilled
    /// Withdrawn by the holder, or by the owner.
    case cancelled
    /// Not picked up in time.
    case expired

    /// Whether the hold still counts (`waiting` or `ready`).
    public var isLive: Bool { self == .waiting || self == .ready }

    /// The statuses of holds that still count, for SQL `IN (...)`.
    static let liveList = sqlList(allCases.filter(\.isLive))
}
