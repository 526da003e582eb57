import Foundation
import GRDB

/// A person who lends, borrows or gives books.
///
/// Made by `AppDatabase.createUser(_:)`, found by `AppDatabase.user(named:)`; operations take the
/// acting `User`:
///
/// ```swift
/// let alice = try db.createUser(UserProfile(username: "alice", displayName: "Alice"))
/// try db.user(named: "ALICE") == alice   // true: usernames ignore letter case
/// ```
public struct User: Codable, Sendable, Equatable, Identifiable, FetchableRecord, TableRecord {
    /// The database's table name.
    public static let databaseTableName = "user"

    /// The row id.
    public let id: Int64
    /// The unique name, kept in the letter case it was created with.
    public let username: String
    /// The name shown to others.
    public let displayName: String
    /// Contact email, if given.
    public let email: String?
    /// Contact phone number, if given.
    public let phone: String?
    /// The library card number the user gave on their profile, if any (see `CardNumber`);
    /// `visible(to:)` masks it for everyone but its holder.
    public let libraryCard: String?
    /// When the user was created.
    public let createdAt: Date

    /// Builds one from its parts, as services and tests do.
    public init(id: Int64, username: String, displayName: String, email: String?, phone: String?,
                libraryCard: String?, createdAt: Date) {
        self.id = id
        self.username = username
        self.displayName = displayName
        self.email = email
        self.phone = phone
        self.libraryCard = libraryCard
        self.createdAt = createdAt
    }

    /// The table's columns, for queries.
    public enum Columns {
        /// `username`, compared `NOCASE`.
        public static let username = Column(CodingKeys.username)
    }

    /// The user as `viewer` may see them: contact details stay, as a profile is there to be
    /// reached by; the library card, what a station asks for before the PIN, is whole only when
    /// `viewer` is the user and masked for anyone else (`Disclosure`).
    ///
    /// ```swift
    /// try db.user(named: "alice").visible(to: bob).libraryCard     // "••••0042"
    /// try db.user(named: "alice").visible(to: alice).libraryCard   // "LC-0042"
    /// ```
    public func visible(to viewer: User?) -> User {
        User(id: id, username: username, displayName: displayName, email: email, phone: phone,
             libraryCard: libraryCard.map { Disclosure.card($0, holder: id, library: nil, to: viewer) }, createdAt: createdAt)
    }
}
