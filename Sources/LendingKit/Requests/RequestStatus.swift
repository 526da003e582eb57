import GRDB

/// The life of a request: `pending` → `accepted` | `declined` | `cancelled`, and `accepted` →
/// `completed` once both handover scans are done (or `declined`/`cancelled` before that).
public enum RequestStatus: String, Codable, Sendable, CaseIterable, DatabaseValueConvertible {
    /// Waiting for the owner's answer.
    case pending
    /// Accepted by the owner, waiting for both handover scans.
    case accepted
    /// Turned down by the owner, or declined automatically when another request was accepted.
    case declined
    /// Withdrawn by the borrower.
    case cancelled
    /// Both sides scanned the book: a loan started, or a gift changed owner.
    case completed

    /// Whether the request still holds the book (`pending` or `accepted`).
    public var isOpen: Bool { self == .pending || self == .accepted }
}
