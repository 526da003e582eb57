import GRDB

extension AppDatabase {
    /// Who has the book or is about to: the borrower of its open loan, else of its accepted
    /// request; `nil` when it has neither. `.bookNotFound` for an unknown id.
    ///
    /// ```swift
    /// try db.borrower(ofBook: book.id)?.username   // "bob"
    /// ```
    public func borrower(ofBook bookID: Int64) throws(LendingError) -> User? {
        try read { db in try Self.fetchBorrower(ofBook: bookID, db) }
    }

    /// The `async` form of `borrower(ofBook:)`.
    public func borrower(ofBook bookID: Int64) async throws(LendingError) -> User? {
        try await read { db in try Self.fetchBorrower(ofBook: bookID, db) }
    }

    /// Borrowers' comments on a book, oldest first.
    ///
    /// ```swift
    /// try db.comments(onBook: book.id).first?.author   // "bob"
    /// ```
    public func comments(onBook bookID: Int64) throws(LendingError) -> [BookComment] {
        try read { db in try Self.fetchComments(onBook: bookID, db) }
    }

    /// The `async` form of `comments(onBook:)`.
    public func comments(onBook bookID: Int64) async throws(LendingError) -> [BookComment] {
        try await read { db in try Self.fetchComments(onBook: bookID, db) }
    }

    private static func fetchBorrower(ofBook bookID: Int64, _ db: Database) throws -> User? {
        guard try Book.exists(db, key: bookID) else { throw LendingError.bookNotFound(bookID) }
        return try User.fetchOne(db, sql: """
            SELECT u.* FROM user u WHERE u.id = COALESCE(
                (SELECT borrowerID FROM loan WHERE bookID = ?1 AND returnedAt IS NULL),
                (SELECT borrowerID FROM bookRequest WHERE bookID = ?1 AND status = \(RequestStatus.accepted.sqlLiteral)))
            """, arguments: [bookID])
    }

    private static func fetchComments(onBook bookID: Int64, _ db: Database) throws -> [BookComment] {
        guard try Book.exists(db, key: bookID) else { throw LendingError.bookNotFound(bookID) }
        let rows = try Row.fetchAll(db, sql: """
            SELECT l.id, u.username, l.returnComment, COALESCE(l.returnedAt, l.borrowerReturnedAt) AS date
            FROM loan l JOIN user u ON u.id = l.borrowerID
            WHERE l.bookID = ? AND l.returnComment IS NOT NULL
            ORDER BY l.id
            """, arguments: [bookID])
        return rows.map { row in BookComment(loanID: row[0], author: row[1], text: row[2], date: row[3]) }
    }
}
