import GRDB

extension AppDatabase {
    /// Books to suggest to `user`, best first, each with its owner and why it is suggested.
    ///
    /// What `user` *borrowed* is every request of theirs that completed: loans open or returned,
    /// and gifts received. A book is suggested when:
    /// - other people who borrowed a book with the same ISBN as one `user` borrowed also borrowed
    ///   a book with its ISBN (`borrowedAlongside`, counting those people), or
    /// - it shares an author or a subject with a book `user` borrowed (`sameAuthor`, `sameSubject`;
    ///   names compare ignoring ASCII letter case) and is among the 200 newest books with that name.
    ///
    /// Only books that can be requested now (`available` or `requested`) are suggested, one copy
    /// per ISBN (an available one first, then the newest); a book without an ISBN is a work of its
    /// own. Never suggested: `user`'s own books, any book `user` has ever requested, and every copy
    /// of an ISBN that `user` owns or has ever requested, whether the request is open, completed
    /// (borrowed now or before), declined or cancelled.
    ///
    /// Ranked by how many people borrowed it alongside, then by how many authors and subjects
    /// match, then newest first. A `limit` of zero or less gives no suggestions. The search starts
    /// from `user`'s own history and follows indexes by ISBN, borrower and name, so its cost
    /// depends on that history, not on the size of the library.
    ///
    /// ```swift
    /// let suggestions = try db.recommendations(for: bob, limit: 10)
    /// suggestions.first?.reasons   // [.borrowedAlongside(title: "Dune", people: 2), .sameSubject("Ecology")]
    /// ```
    public func recommendations(for user: User, limit: Int = 20) throws(LendingError) -> [Recommendation] {
        guard limit > 0 else { return [] }
        return try read { db in try Self.fetchRecommendations(for: user, limit: limit, db) }
    }

    /// Whether `user` has ever borrowed a book or received a gift: what recommendations start from.
    ///
    /// ```swift
    /// try db.hasBorrowed(bob)   // false: "borrow a book first"
    /// ```
    public func hasBorrowed(_ user: User) throws(LendingError) -> Bool {
        try read { db in try Self.fetchHasBorrowed(user, db) }
    }

    /// The `async` form of `hasBorrowed(_:)`.
    public func hasBorrowed(_ user: User) async throws(LendingError) -> Bool {
        try await read { db in try Self.fetchHasBorrowed(user, db) }
    }

    private static func fetchHasBorrowed(_ user: User, _ db: Database) throws -> Bool {
        try Bool.fetchOne(db, sql: """
            SELECT EXISTS (SELECT 1 FROM bookRequest WHERE borrowerID = ? AND status = \(RequestStatus.completed.sqlLiteral))
            """, arguments: [user.id]) ?? false
    }

    /// The `async` form of `recommendations(for:limit:)`.
    public func recommendations(for user: User, limit: Int = 20) async throws(LendingError) -> [Recommendation] {
        guard limit > 0 else { return [] }
        return try await read { db in try Self.fetchRecommendations(for: user, limit: limit, db) }
    }

    private static func fetchRecommendations(for user: User, limit: Int, _ db: Database) throws -> [Recommendation] {
        let rows = try Row.fetchAll(db.cachedStatement(sql: rankedBooksSQL), arguments: [user.id, limit])
        let books = try rows.map { row in try Book(row: row) }
        let ids = jsonArray(books.map { String($0.id) })
        let alongside = try borrowedAlongside(ids, user: user, db)
        let authors = try matchedNames(in: "bookAuthor", bookIDs: ids, user: user, db)
        let subjects = try matchedNames(in: "bookSubject", bookIDs: ids, user: user, db)
        return zip(rows, books).map { row, book in
            let reasons = (alongside[book.workKey] ?? [])
                + book.authors.filter { authors[book.id]?.contains($0) == true }.map(RecommendationReason.sameAuthor)
                + book.subjects.filter { subjects[book.id]?.contains($0) == true }.map(RecommendationReason.sameSubject)
            return Recommendation(book: book, owner: row["ownerName"], reasons: reasons)
        }
    }

    /// The ranked suggestions for user `?1`, at most `?2`; see `recommendations(for:limit:)`.
    ///
    /// `CROSS JOIN` fixes the join order, starting from the user's own history: left free, SQLite
    /// starts from a whole lookup table and takes seconds on 100,000 books instead of milliseconds.
    ///
    /// A work is its ISBN, so copies count as one; a book without an ISBN is a work of its own,
    /// which is why `isbn` travels with a book id that is set only when it is `NULL`.
    private static let rankedBooksSQL = """
        WITH history(bookID, isbn, status) AS MATERIALIZED (
            SELECT b.id, b.isbn, r.status FROM bookRequest r CROSS JOIN book b ON b.id = r.bookID WHERE r.borrowerID = ?1
        ),
        borrowed(bookID, isbn) AS MATERIALIZED (SELECT bookID, isbn FROM history WHERE status = \(RequestStatus.completed.sqlLiteral)),
        known(isbn) AS (
            SELECT isbn FROM history WHERE isbn IS NOT NULL
            UNION SELECT isbn FROM book WHERE ownerID = ?1 AND isbn IS NOT NULL
        ),
        copy(bookID) AS MATERIALIZED (
            SELECT b.id FROM borrowed m CROSS JOIN book b ON b.isbn = m.isbn
            UNION SELECT bookID FROM borrowed WHERE isbn IS NULL
        ),
        peer(userID) AS MATERIALIZED (
            SELECT DISTINCT r.borrowerID FROM copy c
            CROSS JOIN bookRequest r ON r.bookID = c.bookID AND r.status = \(RequestStatus.completed.sqlLiteral)
            WHERE r.borrowerID <> ?1
        ),
        peerTitle(isbn, bookID, people) AS MATERIALIZED (
            SELECT b.isbn, CASE WHEN b.isbn IS NULL THEN b.id END, COUNT(DISTINCT p.userID) FROM peer p
            CROSS JOIN bookRequest r ON r.borrowerID = p.userID AND r.status = \(RequestStatus.completed.sqlLiteral)
            CROSS JOIN book b ON b.id = r.bookID
            GROUP BY 1, 2
        ),
        myAuthor(name) AS MATERIALIZED (
            SELECT DISTINCT a.name FROM borrowed m CROSS JOIN bookAuthor a ON a.bookID = m.bookID
        ),
        mySubject(name) AS MATERIALIZED (
            SELECT DISTINCT a.name FROM borrowed m CROSS JOIN bookSubject a ON a.bookID = m.bookID
        ),
        score(bookID, people, matches) AS (
            SELECT b.id, t.people, 0 FROM peerTitle t CROSS JOIN book b ON b.isbn = t.isbn
            UNION ALL SELECT t.bookID, t.people, 0 FROM peerTitle t WHERE t.isbn IS NULL
            UNION ALL SELECT other.bookID, 0, 1 FROM myAuthor n CROSS JOIN bookAuthor other
                ON other.name = n.name AND other.bookID >= \(newestBooks(in: "bookAuthor"))
            UNION ALL SELECT other.bookID, 0, 1 FROM mySubject n CROSS JOIN bookSubject other
                ON other.name = n.name AND other.bookID >= \(newestBooks(in: "bookSubject"))
        ),
        candidate(bookID, people, matches, copyRank) AS (
            SELECT book.id, s.people, s.matches,
                ROW_NUMBER() OVER (PARTITION BY book.isbn, CASE WHEN book.isbn IS NULL THEN book.id END
                                   ORDER BY book.status = \(BookStatus.available.sqlLiteral) DESC, book.createdAt DESC, book.id DESC)
            FROM (SELECT bookID, MAX(people) AS people, SUM(matches) AS matches FROM score GROUP BY bookID) s
            CROSS JOIN book ON book.id = s.bookID
            WHERE book.status IN (\(BookStatus.sqlList(BookStatus.allCases.filter(\.isRequestable)))) AND book.ownerID <> ?1
              AND (book.isbn IS NULL OR book.isbn NOT IN (SELECT isbn FROM known))
              AND book.id NOT IN (SELECT bookID FROM history)
        )
        SELECT book.*, user.username AS ownerName
        FROM candidate c CROSS JOIN book ON book.id = c.bookID CROSS JOIN user ON user.id = book.ownerID
        WHERE c.copyRank = 1
        ORDER BY c.people DESC, c.matches DESC, book.createdAt DESC, book.id DESC
        LIMIT ?2
        """

    /// How many books, the newest, each author or subject of a borrowed book brings in.
    ///
    /// A subject like "History" can name a tenth of a library; counting matches over all of them
    /// would make one user's suggestions cost a full pass over the books.
    static let booksPerName = 200

    /// The lowest book id among the `booksPerName` newest in `table` with the name `n.name`
    /// (0 when it has fewer), read backwards from the name index.
    private static func newestBooks(in table: String) -> String {
        "COALESCE((SELECT x.bookID FROM \(table) x WHERE x.name = n.name ORDER BY x.bookID DESC LIMIT 1 OFFSET \(booksPerName - 1)), 0)"
    }

    /// For each book whose id is in the JSON array `bookIDs`, by its `Book.workKey`, the works `user`
    /// borrowed that other borrowers of that work (any copy of its ISBN) also borrowed, with how
    /// many of them did, most first.
    private static func borrowedAlongside(_ bookIDs: String, user: User,
                                          _ db: Database) throws -> [String: [RecommendationReason]] {
        let rows = try Row.fetchAll(db.cachedStatement(sql: """
            WITH mine(work, title) AS (
                SELECT \(workKey("b")), MIN(b.title) FROM bookRequest r JOIN book b ON b.id = r.bookID
                WHERE r.borrowerID = ?1 AND r.status = \(RequestStatus.completed.sqlLiteral) GROUP BY 1
            ),
            wanted(id) AS (SELECT value FROM json_each(?2)),
            candidate(id, work) AS (
                SELECT copy.id, w.isbn FROM wanted CROSS JOIN book w ON w.id = wanted.id CROSS JOIN book copy ON copy.isbn = w.isbn
                UNION ALL SELECT w.id, \(workKey("w")) FROM wanted CROSS JOIN book w ON w.id = wanted.id WHERE w.isbn IS NULL
            )
            SELECT cb.work, mine.title, COUNT(DISTINCT rc.borrowerID) AS people
            FROM candidate cb
            JOIN bookRequest rc ON rc.bookID = cb.id AND rc.status = \(RequestStatus.completed.sqlLiteral) AND rc.borrowerID <> ?1
            JOIN bookRequest rm ON rm.borrowerID = rc.borrowerID AND rm.status = \(RequestStatus.completed.sqlLiteral)
            JOIN book mb ON mb.id = rm.bookID
            JOIN mine ON mine.work = \(workKey("mb"))
            GROUP BY cb.work, mine.work
            ORDER BY people DESC, mine.title
            """), arguments: [user.id, bookIDs])
        return Dictionary(grouping: rows) { row -> String in row[0] }
            .mapValues { rows in rows.map { RecommendationReason.borrowedAlongside(title: $0[1], people: $0[2]) } }
    }

    /// For each book id in the JSON array `bookIDs`, its names in `table` (`bookAuthor` or
    /// `bookSubject`) that a book `user` borrowed also has.
    private static func matchedNames(in table: String, bookIDs: String, user: User,
                                     _ db: Database) throws -> [Int64: Set<String>] {
        let rows = try Row.fetchAll(db.cachedStatement(sql: """
            SELECT c.bookID, c.name FROM \(table) c
            WHERE c.bookID IN (SELECT value FROM json_each(?2))
              AND c.name IN (SELECT n.name FROM bookRequest r JOIN \(table) n ON n.bookID = r.bookID
                             WHERE r.borrowerID = ?1 AND r.status = \(RequestStatus.completed.sqlLiteral))
            """), arguments: [user.id, bookIDs])
        return Dictionary(grouping: rows) { row -> Int64 in row[0] }.mapValues { rows in Set(rows.map { $0[1] }) }
    }

    /// `[a,b]` from already-encoded JSON values.
    private static func jsonArray(_ values: [String]) -> String {
        "[" + values.joined(separator: ",") + "]"
    }
}
