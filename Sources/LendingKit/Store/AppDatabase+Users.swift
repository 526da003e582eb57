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
        try write { db in
            // Checked inside the transaction, so a concurrent creation cannot slip in between.
            if try userRow(named: profile.username, db) != nil { throw LendingError.usernameTaken(profile.username) }
            let user = try db.insertReturning(User.self, sql: """
                INSERT INTO user (username, displayName, email, phone, libraryCard, createdAt)
                VALUES (?, ?, ?, ?, ?, ?) RETURNING *
                """, arguments: [profile.username, profile.displayName, profile.email, profile.phone,
                                 profile.libraryCard, Date()])
            try LendingTransaction(db: db, actor: user).log(.userCreated, bookID: nil, before: nil,
                                                            after: "user \(user.username)")
            return user
        }
    }

    /// The user with this username in any letter case, or `.userNotFound`.
    ///
    /// ```swift
    /// try db.user(named: "Alice").username   // "alice"
    /// try db.user(named: "zed")              // throws: no such user: zed
    /// ```
    public func user(named username: String) throws(LendingError) -> User {
        try read { db in
            guard let user = try userRow(named: username, db) else { throw LendingError.userNotFound(username) }
            return user
        }
    }

    private func userRow(named username: String, _ db: Database) throws -> User? {
        try User.fetchOne(db, sql: "SELECT * FROM user WHERE username = ? COLLATE NOCASE", arguments: [username])
    }
}
