import GRDB

extension AppDatabase {
    /// The edition details stored for book `id`; `nil` when no lookup gave any and none is owed.
    /// Anyone may look, as at the book.
    ///
    /// ```swift
    /// try db.edition(ofBook: book.id)?.pages   // 535
    /// ```
    public func edition(ofBook id: Int64) throws(LendingError) -> BookEdition? {
        try read { db in try Self.fetchEdition(ofBook: id, db) }
    }

    /// The `async` form of `edition(ofBook:)`.
    public func edition(ofBook id: Int64) async throws(LendingError) -> BookEdition? {
        try await read { db in try Self.fetchEdition(ofBook: id, db) }
    }

    /// `owner`'s books (not removed) whose catalogue lookup is still owed, oldest first.
    ///
    /// ```swift
    /// for book in try db.booksAwaitingLookup(of: alice) { … }
    /// ```
    public func booksAwaitingLookup(of owner: User) throws(LendingError) -> [Book] {
        try read { db in try Self.fetchBooksAwaitingLookup(of: owner, db) }
    }

    /// The `async` form of `booksAwaitingLookup(of:)`.
    public func booksAwaitingLookup(of owner: User) async throws(LendingError) -> [Book] {
        try await read { db in try Self.fetchBooksAwaitingLookup(of: owner, db) }
    }

    /// Fills what book `id` lacks (description, subjects, edition details) from a later lookup,
    /// in one transaction; only its owner may. What the owner typed is never replaced.
    ///
    /// ```swift
    /// try db.completeLookup(ofBook: book.id, with: BookDetailsFill(edition: found), by: alice)
    /// ```
    @discardableResult
    public func completeLookup(ofBook id: Int64, with fill: BookDetailsFill, by owner: User) throws(LendingError) -> Book {
        try write(by: owner) { tx in try tx.completeLookup(ofBook: id, with: fill) }
    }

    /// The `async` form of `completeLookup(ofBook:with:by:)`.
    @discardableResult
    public func completeLookup(ofBook id: Int64, with fill: BookDetailsFill,
                               by owner: User) async throws(LendingError) -> Book {
        try await write(by: owner) { tx in try tx.completeLookup(ofBook: id, with: fill) }
    }

    private static func fetchBooksAwaitingLookup(of owner: User, _ db: Database) throws -> [Book] {
        try Book.fetchAll(db, sql: """
            SELECT book.* FROM book JOIN bookEdition ON bookEdition.bookID = book.id
            WHERE bookEdition.lookupPending AND book.ownerID = ? AND book.status != ?
            ORDER BY book.id
            """, arguments: [owner.id, BookStatus.removed])
    }

    private static func fetchEdition(ofBook id: Int64, _ db: Database) throws -> BookEdition? {
        guard try Book.exists(db, key: id) else { throw LendingError.bookNotFound(id) }
        return try BookEdition.fetchOne(db, sql: "SELECT * FROM bookEdition WHERE bookID = ?", arguments: [id])
    }
}
