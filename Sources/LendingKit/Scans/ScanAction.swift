/// What the person scanning a book says they are doing. LendingKit finds, inside the scan's one
/// write transaction, the one scan waiting for them that fits it, or says why there is none.
///
/// A handover takes two scans, the owner's `handOver` and the borrower's `receive`; a return takes
/// the borrower's `handBack` and the owner's `receive`. So `receive` means whichever of the two is
/// waiting for the user: receiving a book lent to them, or receiving their own book back. Callers
/// that know the moment but not the side say `eitherSide(.handover)`; a kiosk that asks nothing
/// says `whicheverWaits`.
///
/// ```swift
/// ScanAction.receive.verb                    // "receive"
/// ScanAction.eitherSide(.return).verb        // "return or receive back"
/// try db.scan(.code(.isbn(isbn)), action: .handOver, by: alice)
/// ```
public enum ScanAction: Sendable, Hashable {
    /// The owner hands the book over to the borrower.
    case handOver
    /// The borrower receives a lent book, or the owner receives their book back.
    case receive
    /// The borrower hands the book back to its owner.
    case handBack
    /// Either side's scan of this moment.
    case eitherSide(ScanKind)
    /// Whatever scan waits for the user.
    case whicheverWaits

    /// Whether a scan waiting for the user is one this action means.
    public func fits(_ scan: PendingScan) -> Bool {
        switch (self, scan.kind, scan.role) {
        case (.handOver, .handover, .owner), (.handBack, .return, .borrower),
             (.receive, .handover, .borrower), (.receive, .return, .owner):
            return true
        case let (.eitherSide(kind), scanKind, _):
            return kind == scanKind
        case (.whicheverWaits, _, _):
            return true
        default:
            return false
        }
    }

    /// Whether waiting scans of this moment are the action's business: `eitherSide` speaks of one
    /// moment, so a scan of the other is nothing to it; the rest speak of both, so a waiting scan
    /// that does not fit means the user asked for the wrong action, and is told what waits instead.
    public func concerns(_ kind: ScanKind) -> Bool {
        if case let .eitherSide(moment) = self { return moment == kind }
        return true
    }

    /// The verb in messages: `hand over`, `receive`, `hand back`, `hand over or receive`...
    public var verb: String {
        switch self {
        case .handOver: return "hand over"
        case .receive: return "receive"
        case .handBack: return "hand back"
        case .eitherSide(.handover): return "hand over or receive"
        case .eitherSide(.return): return "return or receive back"
        case .whicheverWaits: return "hand over, receive or return"
        }
    }
}
