import GRDB

extension AppDatabase {
    /// `borrower`'s requests with this status (`.pending`: asked, `.accepted`: waiting for the
    /// handover, with the pickup location), newest first.
    ///
    /// ```swift
    /// try db.requests(madeBy: bob, status: .pending).map(\.book.title)   // ["Dune"]
    /// ```
    public func requests(madeBy borrower: User, status: RequestStatus) throws(LendingError) -> [BorrowerEntry] {
        try read { db in try Self.fetchRequests(madeBy: borrower, status: status, db) }
    }

    /// The `async` form of `requests(madeBy:status:)`.
    public func requests(madeBy borrower: User, status: RequestStatus) async throws(LendingError) -> [BorrowerEntry] {
        try await read { db in try Self.fetchRequests(madeBy: borrower, status: status, db) }
    }

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

    private static func fetchRequests(madeBy borrower: User, status: RequestStatus,
                                      _ db: Database) throws -> [BorrowerEntry] {
        let rows = try Row.fetchAll(db, sql: """
            SELECT r.*, b.*, u.username AS ownerName
            FROM bookRequest r JOIN book b ON b.id = r.bookID JOIN user u ON u.id = b.ownerID
            WHERE r.borrowerID = ? AND r.status = ?
            ORDER BY r.id DESC
            """, arguments: [borrower.id, status], adapter: requestBookAdapter(db))
        return try rows.map { row in
            guard let book = row.scopes["book"], let request = row.scopes["request"] else {
                throw LendingError.storage("request list row without its scopes")
            }
            return BorrowerEntry(book: try Book(row: book), owner: row["ownerName"],
                                 request: try BookRequest(row: request), loan: nil)
        }
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

    /// Splits `bookRequest.*, book.*, …` rows into a `request` and a `book` scope.
    private static func requestBookAdapter(_ db: Database) throws -> any RowAdapter {
        let requestWidth = try db.columns(in: "bookRequest").count
        let bookWidth = try db.columns(in: "book").count
        return ScopeAdapter([
            "request": RangeRowAdapter(0..<requestWidth),
            "book": RangeRowAdapter(requestWidth..<(requestWidth + bookWidth)),
        ])
    }
}
