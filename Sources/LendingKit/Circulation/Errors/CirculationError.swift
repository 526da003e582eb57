import Foundation
import ShelfScanErrors

/// What went wrong with a circulation operation (policies, due dates, renewals, holds, fines,
/// members and self-service), carrying the value that was wrong; `LendingError.circulation` wraps it.
///
/// ```swift
/// do {
///     try db.renew(loan: 4, by: bob)
/// } catch let LendingError.circulation(error) {
///     print(error)   // cannot renew loan 4: renewed 2 times already, the most this library allows
/// }
/// ```
public enum CirculationError: Error, Sendable, Equatable, CustomStringConvertible {
    /// A day that is not `YYYY-MM-DD` or does not exist.
    case invalidDate(String)
    /// A weekday that is not an English name or its first three letters.
    case invalidWeekday(String)
    /// A time zone name the system does not know (use names such as `Europe/Berlin`).
    case invalidTimeZone(String)
    /// A currency that is not three letters.
    case invalidCurrency(String)
    /// An amount of money that could not be read, and why.
    case invalidAmount(String, reason: String)
    /// A policy setting out of its range; `allowed` says which values are.
    case invalidPolicy(setting: String, value: String, allowed: String)
    /// The operation was refused for `action`: the rule that said no, in words.
    case refused(action: String, CirculationRefusal)
    /// No hold has this id.
    case holdNotFound(Int64)
    /// A card number that is not 1–32 letters, digits or `-`.
    case invalidCardNumber(String)
    /// Another member of this library has this card number.
    case cardTaken(String)
    /// The user is already a member of this library, with another card.
    case alreadyMember(username: String, card: String)
    /// No member of this library has this card number.
    case cardNotFound(String)
    /// The user is not a member of this library.
    case notAMember(username: String)
    /// A PIN that is not 4–12 digits.
    case invalidPIN(reason: String)
    /// The PIN did not match; after `attemptsLeft` more wrong ones the card locks.
    case wrongPIN(card: String, attemptsLeft: Int)
    /// The card is locked after too many wrong PINs until `until`.
    case cardLocked(card: String, until: Date)
    /// The card has no PIN set yet.
    case noPIN(card: String)
    /// A payment or waiver of `amount` when only `owed` is owed, charged and accruing.
    case moreThanOwed(amount: Money, owed: Money)
    /// A payment or waiver of zero or less: settling moves money one way only, toward the lender.
    case amountNotPositive(Money)
    /// The PIN could not be hashed: the cryptography library failed.
    case pinHashing(String)

    /// The group the error belongs to, for exit codes.
    public var kind: LendingError.Kind {
        switch self {
        case .invalidDate, .invalidWeekday, .invalidTimeZone, .invalidCurrency, .invalidAmount, .invalidPolicy,
             .invalidCardNumber, .invalidPIN, .amountNotPositive:
            return .invalidInput
        case .holdNotFound, .cardNotFound, .notAMember:
            return .notFound
        case .wrongPIN, .cardLocked, .noPIN:
            return .notAllowed
        case .refused, .cardTaken, .alreadyMember, .moreThanOwed:
            return .conflict
        case .pinHashing:
            return .storage
        }
    }

    /// A sentence naming the value that was wrong.
    public var description: String {
        switch self {
        case let .invalidDate(text):
            return "invalid date '\(text)': give a day as YYYY-MM-DD, such as 2026-12-25"
        case let .invalidWeekday(text):
            return "invalid weekday '\(text)': give mon, tue, wed, thu, fri, sat or sun"
        case let .invalidTimeZone(name):
            return "unknown time zone '\(name)': give a name such as Europe/Berlin or UTC"
        case let .invalidCurrency(code):
            return "invalid currency '\(code)': give a three-letter ISO 4217 code such as EUR"
        case let .invalidAmount(text, reason):
            return "invalid amount '\(text)': \(reason)"
        case let .invalidPolicy(setting, value, allowed):
            return "invalid \(setting) '\(value)': \(allowed)"
        case let .refused(action, refusal):
            return "cannot \(action): \(refusal)"
        case let .holdNotFound(id):
            return "no such hold: \(id)"
        case let .invalidCardNumber(card):
            return "invalid card number '\(card)': use 1 to 32 letters, digits or '-'"
        case let .cardTaken(card):
            return "card \(card) already belongs to another member"
        case let .alreadyMember(username, card):
            return "\(username) is already a member, with card \(card)"
        case let .cardNotFound(card):
            return "no member has card \(card)"
        case let .notAMember(username):
            return "\(username) is not a member of this library"
        case let .invalidPIN(reason):
            return "invalid PIN: \(reason)"
        case let .wrongPIN(card, attemptsLeft):
            return attemptsLeft == 0 ? "wrong PIN for card \(card): the card is now locked for 15 minutes"
                : "wrong PIN for card \(card): \(attemptsLeft) more wrong PIN\(attemptsLeft == 1 ? "" : "s") lock the card"
        case let .cardLocked(card, until):
            return "card \(card): " + CirculationRefusal.cardLocked(until: until).description
        case let .noPIN(card):
            return "card \(card) has no PIN yet: the library sets one with member pin"
        case let .moreThanOwed(amount, owed):
            return "\(amount) is more than the \(owed) owed"
        case let .amountNotPositive(amount):
            return "invalid amount '\(amount.amount)': the amount must be positive"
        case let .pinHashing(message):
            return "the PIN could not be hashed: \(message)"
        }
    }
}

extension CirculationError: ShelfScanError {
    /// `circulation.` and what went wrong, e.g. `circulation.invalidDate`: stable, for programs to act on.
    public var code: String {
        switch self {
        case .invalidDate: return "circulation.invalidDate"
        case .invalidWeekday: return "circulation.invalidWeekday"
        case .invalidTimeZone: return "circulation.invalidTimeZone"
        case .invalidCurrency: return "circulation.invalidCurrency"
        case .invalidAmount: return "circulation.invalidAmount"
        case .invalidPolicy: return "circulation.invalidPolicy"
        case .refused: return "circulation.refused"
        case .holdNotFound: return "circulation.holdNotFound"
        case .invalidCardNumber: return "circulation.invalidCardNumber"
        case .cardTaken: return "circulation.cardTaken"
        case .alreadyMember: return "circulation.alreadyMember"
        case .cardNotFound: return "circulation.cardNotFound"
        case .notAMember: return "circulation.notAMember"
        case .invalidPIN: return "circulation.invalidPIN"
        case .wrongPIN: return "circulation.wrongPIN"
        case .cardLocked: return "circulation.cardLocked"
        case .noPIN: return "circulation.noPIN"
        case .moreThanOwed: return "circulation.moreThanOwed"
        case .amountNotPositive: return "circulation.amountNotPositive"
        case .pinHashing: return "circulation.pinHashing"
        }
    }
}
