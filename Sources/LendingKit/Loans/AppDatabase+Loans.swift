import GRDB

extension AppDatabase {
    /// Who has the book or is about to, as `viewer` may know it: the borrower of its open loan,
    /// else of its accepted request, named only to the owner and that borrower, `.onLoan` to
    /// anyone else (`Disclosure`); `nil` when it has neither. `.bookNotFound` for an unknown id.
    ///
    /// ```swift
    /// try db.holder(ofBook: book.id, as: alice)?.username   // "bob"
    /// try db.holder(ofBook: book.id, as: carol)             // .onLoan
    /// ```
    public func holder(ofBook bookID: Int64, as viewer: User?) throws(LendingError) -> BookHolder? {
        try read { db in try Self.fetchHolder(ofBook: bookID, viewer: viewer, db) }
    }

    /// The `async` form of `holder(ofBook:as:)`.
    public func holder(ofBook bookID: Int64, as viewer: User?) async throws(LendingError) -> BookHolder? {
        try await read { db in try Self.fetchHolder(ofBook: bookID, viewer: viewer, db) }
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

    private static func fetchHolder(ofBook bookID: Int64, viewer: User?, _ db: Database) throws -> BookHolder? {
        guard let book = try Book.fetchOne(db, key: bookID) else { throw LendingError.bookNotFound(bookID) }
        guard let borrower = try fetchBorrower(ofBook: bookID, db) else { return nil }
        guard Disclosure.mayName(borrower: borrower.id, ofBookOwnedBy: book.ownerID, to: viewer) else { return .onLoan }
        return .borrower(borrower.visible(to: viewer))
    }

    private static func fetchBorrower(ofBook bookID: Int64, _ db: Database) throws -> User? {
        try User.fetchOne(db, sql: """
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
