import GRDB

extension AppDatabase {
    /// The library cards of `user` as `viewer` may see them: the card on their own profile first,
    /// then their membership cards by library username; each card number whole for `user` and
    /// for the library that issued it, masked for anyone else (`Disclosure`). A card typed into a
    /// profile and a card a library issues are one idea, checked alike by `CardNumber`.
    ///
    /// ```swift
    /// try db.cards(of: bob, as: bob).map(\.number)     // ["LC-0007", "LC-0042"]
    /// try db.cards(of: bob, as: carol).map(\.number)   // ["••••0007", "••••0042"]
    /// ```
    public func cards(of user: User, as viewer: User?) throws(LendingError) -> [ProfileCard] {
        try read { db in try Self.fetchCards(of: user, viewer: viewer, db) }
    }

    /// The `async` form of `cards(of:as:)`.
    public func cards(of user: User, as viewer: User?) async throws(LendingError) -> [ProfileCard] {
        try await read { db in try Self.fetchCards(of: user, viewer: viewer, db) }
    }

    private static func fetchCards(of user: User, viewer: User?, _ db: Database) throws -> [ProfileCard] {
        guard let stored = try User.fetchOne(db, key: user.id) else { throw LendingError.userNotFound(user.username) }
        let own = stored.libraryCard.map { [card($0, of: stored, library: nil, viewer: viewer)] } ?? []
        let rows = try Row.fetchAll(db.cachedStatement(sql: """
            SELECT member.cardNumber, member.ownerID, library.username FROM member
            JOIN user library ON library.id = member.ownerID
            WHERE member.userID = ? ORDER BY library.username COLLATE NOCASE
            """), arguments: [user.id])
        return own + rows.map { row in
            card(row["cardNumber"], of: stored, library: (id: row["ownerID"], username: row["username"]), viewer: viewer)
        }
    }

    private static func card(_ number: String, of holder: User, library: (id: Int64, username: String)?,
                             viewer: User?) -> ProfileCard {
        let whole = Disclosure.maySeeCard(of: holder.id, issuedBy: library?.id, to: viewer)
        return ProfileCard(number: whole ? number : Disclosure.masked(card: number), library: library?.username,
                           isMasked: !whole)
    }
}
