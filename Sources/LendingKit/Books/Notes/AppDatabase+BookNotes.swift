import GRDB

extension AppDatabase {
    /// The private note the owner keeps on book `bookID`, or `nil` when there is none; only its
    /// owner may read it (`.notAllowed` for anyone else, whatever their part in the book).
    ///
    /// Notes are written with `editBook(_:changes:by:)` (`BookChanges(privateNote:)`), at any time,
    /// lent or not.
    ///
    /// ```swift
    /// try db.editBook(7, changes: BookChanges(privateNote: "Signed by the author"), by: alice)
    /// try db.privateNote(ofBook: 7, by: alice)   // "Signed by the author"
    /// try db.privateNote(ofBook: 7, by: bob)     // throws .notAllowed
    /// ```
    public func privateNote(ofBook bookID: Int64, by owner: User) throws(LendingError) -> String? {
        try read { db in try Self.fetchPrivateNote(ofBook: bookID, by: owner, db) }
    }

    /// The `async` form of `privateNote(ofBook:by:)`.
    public func privateNote(ofBook bookID: Int64, by owner: User) async throws(LendingError) -> String? {
        try await read { db in try Self.fetchPrivateNote(ofBook: bookID, by: owner, db) }
    }

    private static func fetchPrivateNote(ofBook bookID: Int64, by owner: User, _ db: Database) throws -> String? {
        guard try db.book(bookID).ownerID == owner.id else {
            throw LendingError.notAllowed(user: owner.username,
                                          action: "read the private note on book \(bookID) (only its owner may)")
        }
        return try String.fetchOne(db, sql: "SELECT text FROM bookNote WHERE bookID = ?", arguments: [bookID])
    }
}
