import Foundation
import GRDB

extension AppDatabase {
    /// Creates a user; `.usernameTaken` if the name exists in any letter case.
    ///
    /// ```swift
    /// let alice = try db.createUser(UserProfile(username: "alice", email: "alice@example.org"))
    /// try db.createUser(UserProfile(username: "ALICE"))   // throws .usernameTaken("ALICE")
    /// ```
    @discardableResult
    public func createUser(_ profile: UserProfile) throws(LendingError) -> User {
        try write { db in try Self.insertUser(profile, at: clock.now, db) }
    }

    /// The `async` form of `createUser(_:)`.
    @discardableResult
    public func createUser(_ profile: UserProfile) async throws(LendingError) -> User {
        try await write { db in try Self.insertUser(profile, at: clock.now, db) }
    }

    /// Changes `user`'s own profile as `changes` says and returns it; contact details are checked
    /// as `ContactDetails` says. The log names the fields changed, never their values.
    ///
    /// ```swift
    /// let alice = try db.editProfile(ProfileChanges(phone: "+49 30 1234567"), by: alice)
    /// ```
    @discardableResult
    public func editProfile(_ changes: ProfileChanges, by user: User) throws(LendingError) -> User {
        try write(by: user) { tx in try tx.editProfile(changes) }
    }

    /// The `async` form of `editProfile(_:by:)`.
    @discardableResult
    public func editProfile(_ changes: ProfileChanges, by user: User) async throws(LendingError) -> User {
        try await write(by: user) { tx in try tx.editProfile(changes) }
    }

    /// The user with this username in any letter case, or `.userNotFound`.
    ///
    /// ```swift
    /// try db.user(named: "Alice").username   // "alice"
    /// try db.user(named: "zed")              // throws: no such user: zed
    /// ```
    public func user(named username: String) throws(LendingError) -> User {
        try read { db in try Self.fetchUser(named: username, db) }
    }

    /// The `async` form of `user(named:)`.
    public func user(named username: String) async throws(LendingError) -> User {
        try await read { db in try Self.fetchUser(named: username, db) }
    }

    /// The user with this id, or `.userNotFound` naming the id; for showing who sent a message or
    /// gave a rating.
    ///
    /// ```swift
    /// try db.user(id: message.senderID).username   // "bob"
    /// ```
    public func user(id: Int64) throws(LendingError) -> User {
        try read { db in try Self.fetchUser(id: id, db) }
    }

    /// The `async` form of `user(id:)`.
    public func user(id: Int64) async throws(LendingError) -> User {
        try await read { db in try Self.fetchUser(id: id, db) }
    }

    private static func insertUser(_ profile: UserProfile, at now: Date, _ db: Database) throws -> User {
        // Checked inside the transaction, so a concurrent creation cannot slip in between.
        if try userRow(named: profile.username, db) != nil { throw LendingError.usernameTaken(profile.username) }
        let user = try db.writeReturning(User.self, sql: """
            INSERT INTO user (username, displayName, email, phone, libraryCard, createdAt)
            VALUES (?, ?, ?, ?, ?, ?) RETURNING *
            """, arguments: [profile.username, profile.displayName, profile.email, profile.phone,
                             profile.libraryCard, now])
        try LendingTransaction(db: db, actor: user, now: now).log(.userCreated, bookID: nil, before: nil,
                                                                  after: "user \(user.username)")
        return user
    }

    private static func fetchUser(named username: String, _ db: Database) throws -> User {
        guard let user = try userRow(named: username, db) else { throw LendingError.userNotFound(username) }
        return user
    }

    private static func fetchUser(id: Int64, _ db: Database) throws -> User {
        guard let user = try User.fetchOne(db, key: id) else { throw LendingError.userNotFound("user \(id)") }
        return user
    }

    private static func userRow(named username: String, _ db: Database) throws -> User? {
        try User.filter(User.Columns.username.collating(.nocase) == username).fetchOne(db)
    }
}
