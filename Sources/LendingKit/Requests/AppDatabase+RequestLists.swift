import GRDB

extension AppDatabase {
    /// All requests on one of `owner`'s books, newest first; only the owner may list them.
    ///
    /// ```swift
    /// try db.requests(onBook: book.id, by: alice).map(\.request.status)   // [.pending, .declined]
    /// ```
    public func requests(onBook bookID: Int64, by owner: User) throws(LendingError) -> [RequestEntry] {
        try read { db in try Self.fetchRequests(onBook: bookID, by: owner, db) }
    }

    /// The `async` form of `requests(onBook:by:)`.
    public func requests(onBook bookID: Int64, by owner: User) async throws(LendingError) -> [RequestEntry] {
        try await read { db in try Self.fetchRequests(onBook: bookID, by: owner, db) }
    }

    private static func fetchRequests(onBook bookID: Int64, by owner: User, _ db: Database) throws -> [RequestEntry] {
        guard try db.book(bookID).ownerID == owner.id else {
            throw LendingError.notAllowed(user: owner.username,
                                          action: "list the requests on book \(bookID) (only its owner may)")
        }
        let rows = try Row.fetchAll(db, sql: """
            SELECT r.*, u.username AS borrowerName
            FROM bookRequest r JOIN user u ON u.id = r.borrowerID
            WHERE r.bookID = ? ORDER BY r.id DESC
            """, arguments: [bookID])
        return try rows.map { row in RequestEntry(request: try BookRequest(row: row), borrower: row["borrowerName"]) }
    }
}
