import Foundation
import GRDB

/// Members' cards and PINs, inside one write transaction. The acting user is the library (the
/// owner) except in `setPIN`, where the member may act too. PINs arrive hashed: hashing is slow and
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

    /// Gives the card `card` of `library` the PIN `pin`, clearing wrong PINs and a lock; only the
    /// library or the card's member may.
    func setPIN(card: CardNumber, pin: StoredPIN, library: User) throws -> Member {
        let login = try MemberLogin.fetch(card: card, ownerID: library.id, db)
        // Anyone but the library learns nothing about cards that are not theirs: no card and
        // someone else's card are refused alike.
        if actor.id != library.id {
            try require(login?.member.userID == actor.id,
                        "set the PIN of card \(card) (only the library or the card's member may)")
        }
        guard let before = login?.member else { throw CirculationError.cardNotFound(card.text) }
        let member = try db.writeReturning(Member.self, sql: """
            UPDATE member SET pinHash = ?, pinSalt = ?, pinRounds = ?, failedPINs = 0, lockedUntil = NULL, updatedAt = ?
            WHERE id = ? RETURNING \(Member.columnsSQL)
            """, arguments: [Data(pin.hash), Data(pin.salt), pin.rounds, now, before.id])
        try log(.pinChanged, bookID: nil, before: state(of: before), after: state(of: member))
        return member
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
    func checkPIN(card: CardNumber, guess: PINGuess) throws -> PINCheck {
        guard let login = try MemberLogin.fetch(card: card, ownerID: actor.id, db) else { return .cardNotFound }
        let member = login.member
        // A locked card is refused before any comparison, and the attempt does not count.
        if member.isLocked(at: now), let until = member.lockedUntil { return .locked(until: until) }
        guard let stored = login.pin else { return .noPIN }
        // A PIN set since the guess was hashed is not the one it was hashed against: wrong. (`==`
        // compares stored values only; the guess is compared in constant time.)
        if stored == guess.stored, stored.matches(derived: guess.derived) {
            return .accepted(AuthenticatedMember(member: try clearFailures(of: member), user: try db.referencedUser(member.userID),
                                                 library: actor, at: now))
        }
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
