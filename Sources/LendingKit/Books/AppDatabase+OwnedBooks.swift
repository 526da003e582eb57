import GRDB

extension AppDatabase {
    /// `owner`'s books, all but the removed ones or those with `status`, a page at a time with
    /// their total; by default available, requested, accepted, borrowed, each by title. Each comes
    /// with its current (or about to be) borrower, its pending requests, and how far a handover
    /// or return under way has got.
    ///
    /// ```swift
    /// try db.myBooks(alice, status: .borrowed).map(\.borrower)   // ["bob"]
    /// try db.myBooks(alice, order: .title, page: PageRequest(limit: 20, offset: 20))
    /// ```
    public func myBooks(_ owner: User, status: BookStatus? = nil, order: BookOrder = .status,
                        page: PageRequest = .first) throws(LendingError) -> Page<OwnedBook> {
        try read { db in try Self.fetchOwnedBooks(owner, status: status, order: order, page: page, db) }
    }

    /// The `async` form of `myBooks(_:status:order:page:)`.
    public func myBooks(_ owner: User, status: BookStatus? = nil, order: BookOrder = .status,
                        page: PageRequest = .first) async throws(LendingError) -> Page<OwnedBook> {
        try await read { db in try Self.fetchOwnedBooks(owner, status: status, order: order, page: page, db) }
    }

    private static func fetchOwnedBooks(_ owner: User, status: BookStatus?, order: BookOrder, page: PageRequest,
                                        _ db: Database) throws -> Page<OwnedBook> {
        let rows = try Row.fetchAll(db.cachedStatement(sql: ownedBooksSQL(order)),
                                    arguments: [owner.id, status, page.limit, page.offset])
        let books = try rows.map { row in
            OwnedBook(book: try Book(row: row), borrower: row["borrowerName"], pendingRequests: row["pendingCount"],
                      scans: ScanProgress(row: row))
        }
        let total = try Self.total(of: books.count, in: page) {
            try Int.fetchOne(db.cachedStatement(sql: ownedCountSQL), arguments: [owner.id, status]) ?? 0
        }
        return Page(items: books, total: total, offset: page.offset)
    }

    /// User `?1`'s books, all or with status `?2`, in `order`, `?3` after `?4`, with who has or is
    /// about to have each and the scans of a handover (accepted request) or return (open loan).
    private static func ownedBooksSQL(_ order: BookOrder) -> String {
        """
        SELECT book.*, COALESCE(lu.username, ru.username) AS borrowerName,
            (SELECT COUNT(*) FROM bookRequest p
              WHERE p.bookID = book.id AND p.status = \(RequestStatus.pending.sqlLiteral)) AS pendingCount,
            CASE WHEN l.id IS NOT NULL THEN \(ScanKind.return.sqlLiteral)
                 WHEN r.id IS NOT NULL THEN \(ScanKind.handover.sqlLiteral) END AS scanKind,
            COALESCE(l.ownerReceivedAt, r.ownerScannedAt) IS NOT NULL AS ownerScanned,
            COALESCE(l.borrowerReturnedAt, r.borrowerScannedAt) IS NOT NULL AS borrowerScanned
        FROM book
        LEFT JOIN loan l ON l.bookID = book.id AND l.returnedAt IS NULL
        LEFT JOIN user lu ON lu.id = l.borrowerID
        LEFT JOIN bookRequest r ON r.bookID = book.id AND r.status = \(RequestStatus.accepted.sqlLiteral)
        LEFT JOIN user ru ON ru.id = r.borrowerID
        WHERE book.ownerID = ?1
          AND (book.status = ?2 OR ?2 IS NULL AND book.status <> \(BookStatus.removed.sqlLiteral))
        ORDER BY \(orderSQL(order, newest: "book.createdAt DESC, book.id DESC"))
        LIMIT ?3 OFFSET ?4
        """
    }

    private static let ownedCountSQL = """
        SELECT COUNT(*) FROM book
        WHERE ownerID = ?1 AND (status = ?2 OR ?2 IS NULL AND status <> \(BookStatus.removed.sqlLiteral))
        """
}
