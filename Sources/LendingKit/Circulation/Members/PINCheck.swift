import Foundation

/// What the transaction of a PIN check decided.
///
/// Returned rather than thrown: a wrong PIN must leave its count (and a lock) committed, and a
/// throw inside the transaction would roll them back. `AppDatabase.authenticate` throws after
/// the commit instead.
enum PINCheck: Sendable {
    /// The right PIN.
    case accepted(AuthenticatedMember)
    /// A wrong PIN, counted; 0 attempts left means the card has just been locked.
    case wrong(attemptsLeft: Int)
    /// The card is locked until then; the attempt was not counted.
    case locked(until: Date)
    /// The card has no PIN.
    case noPIN
    /// No member of the library has the card (any more).
    case cardNotFound

    /// The member, or the error to throw for `card`.
    func result(card: CardNumber) throws(CirculationError) -> AuthenticatedMember {
        switch self {
        case let .accepted(member): return member
        case let .wrong(attemptsLeft): throw .wrongPIN(card: card.text, attemptsLeft: attemptsLeft)
        case let .locked(until): throw .cardLocked(card: card.text, until: until)
        case .noPIN: throw .noPIN(card: card.text)
        case .cardNotFound: throw .cardNotFound(card.text)
        }
    }
}
