import LendingKit

/// What a person at the desk says they are doing with the book they scan.
///
/// A handover takes two scans, the owner's `handOver` and the borrower's `receive`; a return takes
/// the borrower's `handBack` and the owner's `receive`. So `receive` means whichever of the two is
/// waiting for the user: receiving a book lent to them, or receiving their own book back.
///
/// ```swift
/// DeskAction.receive.fits(scan)   // true for "receive book 7 from alice" and "receive back book 3 from bob"
/// ```
public enum DeskAction: String, Sendable, Equatable, CaseIterable {
    /// The owner hands the book over to the borrower.
    case handOver
    /// The borrower receives a lent book, or the owner receives their book back.
    case receive
    /// The borrower hands the book back to its owner.
    case handBack

    /// Whether a scan waiting for the user is this action's.
    public func fits(_ scan: PendingScan) -> Bool {
        switch (self, scan.kind, scan.role) {
        case (.handOver, .handover, .owner), (.handBack, .return, .borrower),
             (.receive, .handover, .borrower), (.receive, .return, .owner):
            return true
        default:
            return false
        }
    }

    /// The verb in messages: `hand over`, `receive` or `hand back`.
    public var verb: String {
        switch self {
        case .handOver: return "hand over"
        case .receive: return "receive"
        case .handBack: return "hand back"
        }
    }
}
