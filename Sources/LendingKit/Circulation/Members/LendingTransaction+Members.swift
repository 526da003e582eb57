import Foundation
import GRDB

/// Members' cards and PINs, inside one write transaction. The acting user is the library (the
/// owner) except in `changePIN`, where the member acts. PINs arrive hashed: hashing is slow and
/// is done before the transaction, so that it holds the write lock only briefly.
extension LendingTransaction {
    /// Makes `user` a member of the acting owner's library with `card` and, if given, `pin`.
    func addMember(_ user: User, card: CardNumber, pin: StoredPIN?) throws -> Member {
        try require(user.id != actor.id, "be a member of their own library")
        guard try User.fetchOne(db, key: user.id) != nil else { throw LendingError.userNotFound(user.username) }
        if let existing = try Member.fetchOne(db.cachedStatement(sql: """
            SELECT \(Member.columnsSQL) FROM member WHERE ownerID = ? AND userID = ?
            """), arguments: [actor.id, user.id]) {
            throw CirculationError.alreadyMember(username: user.username, card: existing.cardNumber)
        }
        if try MemberLogin.fetch(card: card, ownerID: actor.id, db) != nil { throw CirculationError.cardTaken(card.text) }
        let member = try db.writeReturning(Member.self, sql: """
            INSERT INTO member (ownerID, userID, cardNumber, pinHash, pinSalt, pinRounds, createdAt, updatedAt)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?) RETURNING \(Member.columnsSQL)
            """, arguments: [actor.id, user.id, card.text, pin.map { Data($0.hash) }, pin.map { Data($0.salt) },
                             pin?.rounds, now, now])
        try log(.memberAdded, bookID: nil, before: nil, after: state(of: member) + " for \(user.username)")
        return member
    }

    /// The library (the acting owner, `library`) gives its card `card` the PIN `pin` without the
    /// old one, clearing wrong PINs and a lock: a first PIN, or one the member forgot. Logged as
    /// `pinReset`.
    func resetPIN(card: CardNumber, pin: StoredPIN, library: User) throws -> Member {
        // Anyone but the library is refused before the card is looked up, so no one learns from
        // the answer whether a card exists.
        try require(actor.id == library.id,
                    "set the PIN of card \(card) without the old PIN (only the library may; a member gives their old PIN)")
        guard let before = try MemberLogin.fetch(card: card, ownerID: library.id, db)?.member else {
            throw CirculationError.cardNotFound(card.text)
        }
        let member = try storePIN(pin, of: before)
        try log(.pinReset, bookID: nil, before: state(of: before), after: state(of: member))
        return member
    }

    /// The card's member (the acting user) changes the PIN of `library`'s card `card` to `pin`,
    /// having given the old PIN, hashed as `guess`. A wrong old PIN counts toward the lock as at a
    /// station, and a locked card is refused: only the library unlocks. Logged as `pinChanged`.
    func changePIN(card: CardNumber, guess: PINGuess, to pin: StoredPIN, library: User) throws -> PINCheck<Member> {
        let login = try MemberLogin.fetch(card: card, ownerID: library.id, db)
        guard let login, login.member.userID == actor.id else { throw Self.notTheMember(actor, card: card) }
        if let refusal: PINCheck<Member> = try refusal(of: guess, for: login) { return refusal }
        let member = try storePIN(pin, of: login.member)
        try log(.pinChanged, bookID: nil, before: state(of: login.member), after: state(of: member))
        return .accepted(member)
    }

    /// `.notAllowed` for `user` changing the PIN of `card`, whether someone else's or no one's, so
    /// that the refusal tells nothing about which cards exist.
    static func notTheMember(_ user: User, card: CardNumber) -> LendingError {
        .notAllowed(user: user.username, action: "change the PIN of card \(card) (only the card's member may, with the old PIN)")
    }

    /// Clears the wrong PINs and the lock of the acting owner's card `card`.
    func unlockCard(_ card: CardNumber) throws -> Member {
        guard let before = try MemberLogin.fetch(card: card, ownerID: actor.id, db)?.member else {
            throw CirculationError.cardNotFound(card.text)
        }
        guard before.failedPINs > 0 || before.lockedUntil != nil else { return before }
        let member = try db.writeReturning(Member.self, sql: """
            UPDATE member SET failedPINs = 0, lockedUntil = NULL, updatedAt = ? WHERE id = ? RETURNING \(Member.columnsSQL)
            """, arguments: [now, before.id])
        try log(.cardUnlocked, bookID: nil, before: state(of: before), after: state(of: member))
        return member
    }

    /// Checks `guess` for the acting owner's card `card` and writes what it changes: the wrong
    /// PINs counted, the lock after the fifth, the count cleared after the right one.
    func checkPIN(card: CardNumber, guess: PINGuess) throws -> PINCheck<AuthenticatedMember> {
        guard let login = try MemberLogin.fetch(card: card, ownerID: actor.id, db) else { return .cardNotFound }
        if let refusal: PINCheck<AuthenticatedMember> = try refusal(of: guess, for: login) { return refusal }
        let member = login.member
        return .accepted(AuthenticatedMember(member: try clearFailures(of: member), user: try db.referencedUser(member.userID),
                                             library: actor, at: now))
    }

    /// `nil` when `guess` is the PIN of `login`'s card; else why not, a wrong PIN counted and the
    /// fifth in a row locking the card.
    private func refusal<Accepted>(of guess: PINGuess, for login: MemberLogin) throws -> PINCheck<Accepted>? {
        let member = login.member
        // A locked card is refused before any comparison, and the attempt does not count.
        if member.isLocked(at: now), let until = member.lockedUntil { return .locked(until: until) }
        guard let stored = login.pin else { return .noPIN }
        // A PIN set since the guess was hashed is not the one it was hashed against: wrong. (`==`
        // compares stored values only; the guess is compared in constant time.)
        if stored == guess.stored, stored.matches(derived: guess.derived) { return nil }
        let failed = member.failedPINs + 1
        guard failed >= Member.wrongPINsBeforeLock else {
            try db.cachedStatement(sql: "UPDATE member SET failedPINs = ?, lockedUntil = NULL, updatedAt = ? WHERE id = ?")
                .execute(arguments: [failed, now, member.id])
            return .wrong(attemptsLeft: Member.wrongPINsBeforeLock - failed)
        }
        let locked = try db.writeReturning(Member.self, sql: """
            UPDATE member SET failedPINs = 0, lockedUntil = ?, updatedAt = ? WHERE id = ? RETURNING \(Member.columnsSQL)
            """, arguments: [now.addingTimeInterval(Member.lockDuration), now, member.id])
        try log(.cardLocked, bookID: nil, before: state(of: member), after: state(of: locked))
        return .wrong(attemptsLeft: 0)
    }

    /// `member` with the PIN `pin`, without wrong PINs and without a lock.
    private func storePIN(_ pin: StoredPIN, of member: Member) throws -> Member {
        try db.writeReturning(Member.self, sql: """
            UPDATE member SET pinHash = ?, pinSalt = ?, pinRounds = ?, failedPINs = 0, lockedUntil = NULL, updatedAt = ?
            WHERE id = ? RETURNING \(Member.columnsSQL)
            """, arguments: [Data(pin.hash), Data(pin.salt), pin.rounds, now, member.id])
    }

    /// `member` without wrong PINs and without a lock (run out, as `checkPIN` lets no other through).
    private func clearFailures(of member: Member) throws -> Member {
        guard member.failedPINs > 0 || member.lockedUntil != nil else { return member }
        return try db.writeReturning(Member.self, sql: """
            UPDATE member SET failedPINs = 0, lockedUntil = NULL, updatedAt = ? WHERE id = ? RETURNING \(Member.columnsSQL)
            """, arguments: [now, member.id])
    }

    /// `card LC-0042: PIN set, 2 wrong PINs, locked until 2026-11-24T09:45:00Z`, for the log; never
    /// the PIN or its hash.
    private func state(of member: Member) -> String {
        var text = "card \(member.cardNumber): " + (member.hasPIN ? "PIN set" : "no PIN")
        if member.failedPINs > 0 { text += ", \(member.failedPINs) wrong PIN\(member.failedPINs == 1 ? "" : "s")" }
        if member.isLocked(at: now), let until = member.lockedUntil { text += ", locked until \(until.ISO8601Format())" }
        return text
    }
}
