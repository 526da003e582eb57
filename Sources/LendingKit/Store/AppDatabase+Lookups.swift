import GRDB

extension AppDatabase {
    /// The user with this id, or `.userNotFound` naming the id; for showing who sent a message or
    /// gave a rating.
    ///
    /// ```swift
    /// try db.user(id: message.senderID).username   // "bob"
    /// ```
    public func user(id: Int64) throws(LendingError) -> User {
        try read { db in
            guard let user = try User.fetchOne(db, key: id) else { throw LendingError.userNotFound("user \(id)") }
            return user
        }
    }

    /// Who has the book or is about to: the borrower of its open loan, else of its accepted
    /// request; `nil` when it has neither. `.bookNotFound` for an unknown id.
    ///
    /// ```swift
    /// try db.borrower(ofBook: book.id)?.username   // "bob"
    /// ```
    public func borrower(ofBook bookID: Int64) throws(LendingError) -> User? {
        try read { db in
            guard try Book.exists(db, key: bookID) else { throw LendingError.bookNotFound(bookID) }
            return try User.fetchOne(db, sql: """
                SELECT u.* FROM user u WHERE u.id = COALESCE(
                    (SELECT borrowerID FROM loan WHERE bookID = ?1 AND returnedAt IS NULL),
                    (SELECT borrowerID FROM bookRequest WHERE bookID = ?1 AND status = 'accepted'))
                """, arguments: [bookID])
        }
    }
}
