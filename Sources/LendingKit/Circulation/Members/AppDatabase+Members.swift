import Foundation
import GRDB

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

    /// Sets the PIN of `library`'s card `card` to `pin`, clearing wrong PINs and a lock; `actor`
    /// is the library or the card's member, anyone else gets `.notAllowed`. Logs `pinChanged`.
    ///
    /// ```swift
    /// try db.setPIN(card: "LC-0042", pin: "8015", library: alice, by: alice)   // at the desk
    /// try db.setPIN(card: "LC-0042", pin: "2390", library: alice, by: bob)     // bob's own card
    /// ```
    @discardableResult
    public func setPIN(card: String, pin: String, library: User, by actor: User) throws(LendingError) -> Member {
        let card = try Self.cardNumber(card)
        let stored = try hashPIN(pin)
        return try write(by: actor) { tx in try tx.setPIN(card: card, pin: stored, library: library) }
    }

    /// The `async` form of `setPIN(card:pin:library:by:)`: the PIN is hashed on `WorkerThreads`.
    @discardableResult
    public func setPIN(card: String, pin: String, library: User, by actor: User) async throws(LendingError) -> Member {
        let card = try Self.cardNumber(card)
        let stored = try await hashPIN(pin)
        return try await write(by: actor) { tx in try tx.setPIN(card: card, pin: stored, library: library) }
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
