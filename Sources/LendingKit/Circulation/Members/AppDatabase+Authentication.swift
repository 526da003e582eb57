import Foundation
import GRDB
import RasterKit

/// Checking a member's PIN, as a self-service station does before a checkout: the slow hash runs
/// between a read and a short write transaction, never inside one.
extension AppDatabase {
    /// The member of `library` with card `card`, if `pin` is their PIN.
    ///
    /// A wrong PIN is counted, and the count committed, before `.wrongPIN` is thrown with the
    /// attempts left; the fifth wrong one in a row locks the card for 15 minutes (logged as
    /// `cardLocked`) and says `attemptsLeft: 0`. While locked, the card is refused with
    /// `.cardLocked` without looking at the PIN, and the attempt does not count; once the lock has
    /// run out, PINs are checked again. The right PIN clears the count. Also `.cardNotFound`,
    /// `.noPIN`, and `.invalidCardNumber` or `.invalidPIN` (not counted) for malformed input.
    ///
    /// ```swift
    /// let session = try db.authenticate(card: "LC-0042", pin: "4711", library: alice)
    /// session.user == bob   // true
    /// try db.authenticate(card: "LC-0042", pin: "0000", library: alice)   // throws .wrongPIN(card: "LC-0042", attemptsLeft: 4)
    /// ```
    public func authenticate(card: String, pin: String, library: User) throws(LendingError) -> AuthenticatedMember {
        let card = try Self.cardNumber(card)
        let pin = try Self.pin(pin)
        let login = try read { db in try MemberLogin.fetch(card: card, ownerID: library.id, db) }
        let guess = try hashAttempt(pin, for: card, login: login)
        let check = try write(by: library) { tx in try tx.checkPIN(card: card, guess: guess) }
        return try Self.result(of: check, card: card)
    }

    /// The `async` form of `authenticate(card:pin:library:)`: the PIN is hashed on `WorkerThreads`.
    public func authenticate(card: String, pin: String, library: User) async throws(LendingError) -> AuthenticatedMember {
        let card = try Self.cardNumber(card)
        let pin = try Self.pin(pin)
        let login = try await read { db in try MemberLogin.fetch(card: card, ownerID: library.id, db) }
        let guess = try await WorkerThreads.shared.run { () throws(LendingError) in try hashAttempt(pin, for: card, login: login) }
        let check = try await write(by: library) { tx in try tx.checkPIN(card: card, guess: guess) }
        return try Self.result(of: check, card: card)
    }

    /// `text` checked as a PIN and hashed at this store's cost with a new salt.
    func hashPIN(_ text: String) throws(LendingError) -> StoredPIN {
        let pin = try Self.pin(text)
        do {
            return try pinHashing.hash(pin)
        } catch {
            throw LendingError(error)
        }
    }

    /// The `async` form of `hashPIN(_:)`, run on `WorkerThreads`.
    func hashPIN(_ text: String) async throws(LendingError) -> StoredPIN {
        try await WorkerThreads.shared.run { () throws(LendingError) in try hashPIN(text) }
    }

    /// `pin` hashed against the stored PIN of `login`, read for `card`; the refusal instead when
    /// there is nothing to compare with.
    func hashAttempt(_ pin: PIN, for card: CardNumber, login: MemberLogin?) throws(LendingError) -> PINGuess {
        do {
            guard let login else {
                // An unknown card costs a hash too: a front end that refuses both alike (as a
                // station should) then does not tell by its speed which card numbers exist.
                _ = try pinHashing.decoyHash(pin)
                throw CirculationError.cardNotFound(card.text)
            }
            // Refused without hashing; the transaction would refuse them alike.
            if login.member.isLocked(at: clock.now), let until = login.member.lockedUntil {
                throw CirculationError.cardLocked(card: card.text, until: until)
            }
            guard let stored = login.pin else { throw CirculationError.noPIN(card: card.text) }
            return PINGuess(stored: stored, derived: try stored.derive(pin))
        } catch {
            throw LendingError(error)
        }
    }

    /// `text` as a PIN, or `.invalidPIN` saying why.
    static func pin(_ text: String) throws(LendingError) -> PIN {
        do {
            return try PIN(text)
        } catch {
            throw LendingError(error)
        }
    }

    /// What `check` accepted, or its refusal thrown, once its transaction has committed.
    static func result<Accepted>(of check: PINCheck<Accepted>, card: CardNumber) throws(LendingError) -> Accepted {
        do {
            return try check.result(card: card)
        } catch {
            throw LendingError(error)
        }
    }
}
