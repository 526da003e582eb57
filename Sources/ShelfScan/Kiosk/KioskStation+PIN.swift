import LendingKit

extension KioskStation {
    /// Checks `pin` for the card asked about: the session starts, with what the member owes the
    /// library, or the prompt says why not.
    ///
    /// A wrong PIN and an unknown card get the same words, as `AppDatabase.authenticate` costs
    /// them the same time: the station does not tell which card numbers exist. The wrong PIN is
    /// counted toward the lock by the store, not here.
    mutating func checkPIN(_ pin: String) -> [KioskFeedback] {
        guard case let .askingPIN(card, _) = state else { return [] }
        lastActivity = now
        do throws(LendingError) {
            let member = try desk.database.authenticate(card: card, pin: pin, library: library)
            let fines = try desk.database.fineAccount(of: member.user, with: library, by: member.user)
            state = .serving(KioskVisit(member: member, fines: fines))
            return [.success]
        } catch {
            state = Self.stateAfterRefusal(error, card: card)
            return [.refusal]
        }
    }

    /// Where a refused PIN leaves the station.
    private static func stateAfterRefusal(_ error: LendingError, card: String) -> KioskState {
        guard case let .circulation(reason) = error else { return .cardRefused(card: card, reason: error.description) }
        switch reason {
        case let .wrongPIN(_, attemptsLeft) where attemptsLeft > 0:
            return .askingPIN(card: card, warning: notAccepted)
        case .cardNotFound:
            return .askingPIN(card: card, warning: notAccepted)
        case .wrongPIN:
            return .cardRefused(card: card, reason: "Wrong PIN \(Member.wrongPINsBeforeLock) times: this card is locked for "
                                + "\(Int(Member.lockDuration / 60)) minutes. Please ask at the desk.")
        case let .cardLocked(_, until):
            return .cardRefused(card: card, reason: Self.sentence(CirculationRefusal.cardLocked(until: until).description))
        case .noPIN:
            return .cardRefused(card: card, reason: "This card has no PIN yet. Please ask at the desk.")
        case let .invalidPIN(why):
            return .askingPIN(card: card, warning: "That is not a PIN: \(why).")
        default:
            return .cardRefused(card: card, reason: Self.sentence(reason.description))
        }
    }

    /// The same words for a wrong PIN and an unknown card.
    private static var notAccepted: String {
        "Card number or PIN not accepted. After \(Member.wrongPINsBeforeLock) wrong PINs a card is locked."
    }

    /// `text` with a capital first letter and a full stop.
    static func sentence(_ text: String) -> String {
        let capital = text.prefix(1).uppercased() + text.dropFirst()
        return capital.hasSuffix(".") ? capital : capital + "."
    }
}
