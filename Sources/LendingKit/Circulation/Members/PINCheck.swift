import Foundation

/// What the transaction of a PIN check decided: `Accepted` after the right PIN (the member who
/// logged in, or the card whose PIN was changed), else why not.
///
/// Returned rather than thrown: a wrong PIN must leave its count (and a lock) committed, and a
/// throw inside the transaction would roll them back. `AppDatabase.authenticate` and
/// `AppDatabase.changePIN` throw after the commit instead.
enum PINCheck<Accepted: Sendable>: Sendable {
    /// The right PIN.
    case accepted(Accepted)
    /// A wrong PIN, counted; 0 attempts left means the card has just been locked.
    case wrong(attemptsLeft: Int)
    /// The card is locked until then; the attempt was not counted.
    case locked(until: Date)
    /// The card has no PIN.
    case noPIN
    /// No member of the library has the card (any more).
    case cardNotFound

    /// What was accepted, or the error to throw for `card`.
    func result(card: CardNumber) throws(CirculationError) -> Accepted {
        switch self {
        case let .accepted(value): return value
        case let .wrong(attemptsLeft): throw .wrongPIN(card: card.text, attemptsLeft: attemptsLeft)
        case let .locked(until): throw .cardLocked(card: card.text, until: until)
        case .noPIN: throw .noPIN(card: card.text)
        case .cardNotFound: throw .cardNotFound(card.text)
        }
    }
}
