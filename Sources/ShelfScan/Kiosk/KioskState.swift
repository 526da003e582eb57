/// Where a station is with its member: what its screen shows and which inputs it takes.
///
/// ```swift
/// switch station.state {
/// case .idle: print("Show your library card")
/// case let .askingPIN(card, warning): print("PIN for \(card)", warning ?? "")
/// default: break
/// }
/// ```
public enum KioskState: Sendable, Equatable {
    /// Waiting for a card, shown or typed.
    case idle
    /// Waiting for the PIN of `card`; `warning` says why the last one was not accepted.
    case askingPIN(card: String, warning: String?)
    /// A member's session: books are checked out (or in) as they are shown.
    case serving(KioskVisit)
    /// A book already the member's was shown: renew it?
    case offeringRenewal(KioskVisit, RenewalOffer)
    /// A session ended; its receipt is shown until the notice time passes or the next card comes.
    case finished(KioskReceipt)
    /// A card was refused (unknown, locked, no PIN): why, shown until the notice time passes.
    case cardRefused(card: String, reason: String)

    /// Whether a member is being served (the only states in which books are acted on).
    public var visit: KioskVisit? {
        switch self {
        case let .serving(visit), let .offeringRenewal(visit, _): return visit
        default: return nil
        }
    }

    /// Whether the station waits for the member's keys rather than the camera: a recorded clip
    /// pauses in these states, as a member at the PIN prompt or a renewal offer is not showing books.
    public var waitsForKeys: Bool {
        switch self {
        case .askingPIN, .offeringRenewal: return true
        default: return false
        }
    }
}
