import Foundation
import GRDB
import RasterKit

/// Library members: a user with a card at an owner who lends, and the card's PIN. PINs are hashed
/// (see `PINHashing`) before the write transaction begins, so that its tens of milliseconds do not
/// hold the write lock.
extension AppDatabase {
    /// Makes `user` a member of `library` (the acting owner) with card `card` and, unless `nil`,
    /// PIN `pin`; `.cardTaken` when another member has the card, `.alreadyMember` when `user` has
    /// another, `.notAllowed` for the owner themself. Logs `memberAdded`, never the PIN.
    ///
    /// ```swift
    /// let member = try db.addMember(bob, card: "lc-0042", pin: "4711", by: alice)
    /// member.cardNumber   // "LC-0042"
    /// ```
    @discardableResult
    public func addMember(_ user: User, card: String, pin: String?, by library: User) throws(LendingError) -> Member {
        let card = try Self.cardNumber(card)
        let stored = try pin.map { text throws(LendingError) in try hashPIN(text) }
        return try write(by: library) { tx in try tx.addMember(user, card: card, pin: stored) }
    }

    /// The `async` form of `addMember(_:card:pin:by:)`: the PIN is hashed on `WorkerThreads`.
    @discardableResult
    public func addMember(_ user: User, card: String, pin: String?, by library: User) async throws(LendingError) -> Member {
        let card = try Self.cardNumber(card)
        var stored: StoredPIN?
        if let pin { stored = try await hashPIN(pin) }
        return try await write(by: library) { [stored] tx in try tx.addMember(user, card: card, pin: stored) }
    }

    /// The library sets the PIN of its card `card` to `pin` without the old one (a first PIN, or
    /// one the member forgot), clearing wrong PINs and a lock: `actor` must be `library`, anyone
    /// else, the card's member too, gets `.notAllowed` (a member changes theirs with
    /// `changePIN(card:from:to:library:by:)`). Logs `pinReset`.
    ///
    /// ```swift
    /// try db.setPIN(card: "LC-0042", pin: "8015", library: alice, by: alice)   // at the desk
    /// try db.setPIN(card: "LC-0042", pin: "2390", library: alice, by: bob)     // throws .notAllowed
    /// ```
    @discardableResult
    public func setPIN(card: String, pin: String, library: User, by actor: User) throws(LendingError) -> Member {
        let card = try Self.cardNumber(card)
        let stored = try hashPIN(pin)
        return try write(by: actor) { tx in try tx.resetPIN(card: card, pin: stored, library: library) }
    }

    /// The `async` form of `setPIN(card:pin:library:by:)`: the PIN is hashed on `WorkerThreads`.
    @discardableResult
    public func setPIN(card: String, pin: String, library: User, by actor: User) async throws(LendingError) -> Member {
        let card = try Self.cardNumber(card)
        let stored = try await hashPIN(pin)
        return try await write(by: actor) { tx in try tx.resetPIN(card: card, pin: stored, library: library) }
    }

    /// The card's member changes the PIN of `library`'s card `card` from `oldPIN` to `newPIN`.
    ///
    /// Only the member may (anyone else, the library too, gets `.notAllowed`, whether the card
    /// exists or not). The old PIN is checked as at a station, since knowing it is what makes the
    /// change the member's: a wrong one is counted and committed before `.wrongPIN` is thrown, the
    /// fifth in a row locks the card, and a locked card is refused with `.cardLocked`, as only the
    /// library unlocks. Both PINs are hashed outside the write transaction. Logs `pinChanged`.
    ///
    /// ```swift
    /// try db.changePIN(card: "LC-0042", from: "4711", to: "2390", library: alice, by: bob)
    /// try db.changePIN(card: "LC-0042", from: "0000", to: "2390", library: alice, by: bob)
    /// // throws .wrongPIN(card: "LC-0042", attemptsLeft: 4)
    /// ```
    @discardableResult
    public func changePIN(card: String, from oldPIN: String, to newPIN: String, library: User,
                          by member: User) throws(LendingError) -> Member {
        let card = try Self.cardNumber(card)
        let old = try Self.pin(oldPIN)
        let login = try read { db in try MemberLogin.fetch(card: card, ownerID: library.id, db) }
        guard let login, login.member.userID == member.id else { throw LendingTransaction.notTheMember(member, card: card) }
        let guess = try hashAttempt(old, for: card, login: login)
        let stored = try hashPIN(newPIN)
        let change = try write(by: member) { tx in try tx.changePIN(card: card, guess: guess, to: stored, library: library) }
        return try Self.result(of: change, card: card)
    }

    /// The `async` form of `changePIN(card:from:to:library:by:)`: the PINs are hashed on `WorkerThreads`.
    @discardableResult
    public func changePIN(card: String, from oldPIN: String, to newPIN: String, library: User,
                          by member: User) async throws(LendingError) -> Member {
        let card = try Self.cardNumber(card)
        let old = try Self.pin(oldPIN)
        let login = try await read { db in try MemberLogin.fetch(card: card, ownerID: library.id, db) }
        guard let login, login.member.userID == member.id else { throw LendingTransaction.notTheMember(member, card: card) }
        let guess = try await WorkerThreads.shared.run { () throws(LendingError) in try hashAttempt(old, for: card, login: login) }
        let stored = try await hashPIN(newPIN)
        let change = try await write(by: member) { tx in try tx.changePIN(card: card, guess: guess, to: stored, library: library) }
        return try Self.result(of: change, card: card)
    }

    /// Unlocks `library`'s card `card` (the acting owner's), clearing its wrong PINs; logs
    /// `cardUnlocked` when there was anything to clear. The card is looked up among the acting
    /// owner's members, so for anyone else it is `.cardNotFound`.
    ///
    /// ```swift
    /// try db.unlockCard("LC-0042", by: alice).isLocked(at: db.clock.now)   // false
    /// ```
    @discardableResult
    public func unlockCard(_ card: String, by library: User) throws(LendingError) -> Member {
        let card = try Self.cardNumber(card)
        return try write(by: library) { tx in try tx.unlockCard(card) }
    }

    /// The `async` form of `unlockCard(_:by:)`.
    @discardableResult
    public func unlockCard(_ card: String, by library: User) async throws(LendingError) -> Member {
        let card = try Self.cardNumber(card)
        return try await write(by: library) { tx in try tx.unlockCard(card) }
    }

    /// The members of `library`, by card number, with their usernames.
    ///
    /// ```swift
    /// try db.members(of: alice).map(\.username)   // ["bob", "carol"]
    /// ```
    public func members(of library: User) throws(LendingError) -> [MemberEntry] {
        try read { db in try Self.fetchMembers(ownerID: library.id, db) }
    }

    /// The `async` form of `members(of:)`.
    public func members(of library: User) async throws(LendingError) -> [MemberEntry] {
        try await read { db in try Self.fetchMembers(ownerID: library.id, db) }
    }

    /// The member of `library` with card `card` in any letter case, or `.cardNotFound`.
    ///
    /// ```swift
    /// try db.member(card: "lc-0042", library: alice).userID == bob.id   // true
    /// ```
    public func member(card: String, library: User) throws(LendingError) -> Member {
        let card = try Self.cardNumber(card)
        return try read { db in try Self.fetchMember(card: card, ownerID: library.id, db) }
    }

    /// The `async` form of `member(card:library:)`.
    public func member(card: String, library: User) async throws(LendingError) -> Member {
        let card = try Self.cardNumber(card)
        return try await read { db in try Self.fetchMember(card: card, ownerID: library.id, db) }
    }

    /// `user`'s card at `library`, or `nil` when they are not a member there.
    ///
    /// ```swift
    /// try db.member(of: bob, library: alice)?.cardNumber   // "LC-0042"
    /// ```
    public func member(of user: User, library: User) throws(LendingError) -> Member? {
        try read { db in try Self.fetchMember(userID: user.id, ownerID: library.id, db) }
    }

    /// The `async` form of `member(of:library:)`.
    public func member(of user: User, library: User) async throws(LendingError) -> Member? {
        try await read { db in try Self.fetchMember(userID: user.id, ownerID: library.id, db) }
    }

    /// `text` as a card number, or `.invalidCardNumber` naming it.
    static func cardNumber(_ text: String) throws(LendingError) -> CardNumber {
        do {
            return try CardNumber(parsing: text)
        } catch {
            throw LendingError(error)
        }
    }

    private static func fetchMembers(ownerID: Int64, _ db: Database) throws -> [MemberEntry] {
        let statement = try db.cachedStatement(sql: """
            SELECT \(Member.columnsSQL), user.username FROM member JOIN user ON user.id = member.userID
            WHERE member.ownerID = ? ORDER BY member.cardNumber
            """)
        return try Row.fetchAll(statement, arguments: [ownerID]).map { row in
            MemberEntry(member: try Member(row: row), username: row["username"])
        }
    }

    private static func fetchMember(card: CardNumber, ownerID: Int64, _ db: Database) throws -> Member {
        guard let login = try MemberLogin.fetch(card: card, ownerID: ownerID, db) else {
            throw CirculationError.cardNotFound(card.text)
        }
        return login.member
    }

    private static func fetchMember(userID: Int64, ownerID: Int64, _ db: Database) throws -> Member? {
        try Member.filter(Column("ownerID") == ownerID && Column("userID") == userID).fetchOne(db)
    }
}
