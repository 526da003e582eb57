import GRDB
import ISBNKit

extension AppDatabase {
    /// Books whose title, authors, description, subjects, ISBN or label contain every keyword, a
    /// page at a time with how many match in all; newest first unless `order` says otherwise.
    ///
    /// Newest first by default rather than by relevance: FTS5 walks its index in row order, so
    /// counting the matches and reading any page of them stays in the index (the book's scope is
    /// a word there too, see `SearchScope`), while ranking would score every match. For a common
    /// word in 100,000 books that is 6 ms instead of 35, and a first page that is not full needs no
    /// count at all. Sorting by title, author or status reads every match's book.
    ///
    /// Keywords match whole words, ignoring case and accents; a keyword that is an ISBN (10 or 13
    /// digits, hyphens allowed) or a label matches that book. A query without any keyword throws
    /// `.emptyQuery`; no match is an empty page.
    ///
    /// A book accepted for someone (promised, not yet handed over) is found only by `viewer` when
    /// they own it or are the one it is promised to (`Disclosure`); with no viewer, by no one.
    ///
    /// ```swift
    /// try db.search("herbert dune")                                  // requestable books only
    /// try db.search("0-441-17271-7", scope: .unavailable, as: bob)   // borrowed copies, and those promised to or by bob
    /// try db.search("garden", order: .title, page: PageRequest(limit: 20, offset: 40))
    /// ```
    public func search(_ query: String, scope: SearchScope = .requestable, order: BookOrder = .date,
                       page: PageRequest = .first, as viewer: User? = nil) throws(LendingError) -> Page<SearchResult> {
        guard let keywords = Self.matchPattern(try TextField.query.checked(query)) else { throw .emptyQuery(query) }
        return try read { db in try Self.fetchMatches(keywords, scope: scope, order: order, page: page, viewer: viewer, db) }
    }

    /// The `async` form of `search(_:scope:order:page:as:)`.
    public func search(_ query: String, scope: SearchScope = .requestable, order: BookOrder = .date,
                       page: PageRequest = .first, as viewer: User? = nil) async throws(LendingError) -> Page<SearchResult> {
        guard let keywords = Self.matchPattern(try TextField.query.checked(query)) else { throw .emptyQuery(query) }
        return try await read { db in
            try Self.fetchMatches(keywords, scope: scope, order: order, page: page, viewer: viewer, db)
        }
    }

    private static func fetchMatches(_ keywords: String, scope: SearchScope, order: BookOrder, page: PageRequest,
                                     viewer: User?, _ db: Database) throws -> Page<SearchResult> {
        let pattern = "(\(keywords)) \(scope.matchClause)"
        if scope.holdsAcceptedBooks { return try fetchFindableMatches(pattern, order: order, page: page, viewer: viewer, db) }
        func count() throws -> Int { try Int.fetchOne(db.cachedStatement(sql: countSQL), arguments: [pattern]) ?? 0 }
        let rows: [Row]
        let total: Int
        if order != .date {
            rows = try Row.fetchAll(db.cachedStatement(sql: sortedMatchesSQL(order)),
                                    arguments: [pattern, page.limit, page.offset])
            total = try Self.total(of: rows.count, in: page, counting: count)
        } else if page.offset == 0 {
            rows = try Row.fetchAll(db.cachedStatement(sql: newestMatchesSQL(fromOldest: false)),
                                    arguments: [pattern, page.limit, 0])
            total = try Self.total(of: rows.count, in: page, counting: count)
        } else {
            total = try count()
            rows = try pageOfNewest(pattern, total: total, page: page, db)
        }
        return Page(items: try rows.map(searchResult), total: total, offset: page.offset)
    }

    /// The matches of `pattern` that `viewer` may find, for a scope holding accepted books: each
    /// match's book is read to leave out those promised to others. That scope holds the books out
    /// on loan or promised, a small part of a library, so its matches are few.
    private static func fetchFindableMatches(_ pattern: String, order: BookOrder, page: PageRequest, viewer: User?,
                                             _ db: Database) throws -> Page<SearchResult> {
        let rows = try Row.fetchAll(db.cachedStatement(sql: sortedMatchesSQL(order, findable: true)),
                                    arguments: [pattern, page.limit, page.offset, viewer?.id])
        let total = try Self.total(of: rows.count, in: page) {
            try Int.fetchOne(db.cachedStatement(sql: findableCountSQL), arguments: [pattern, viewer?.id]) ?? 0
        }
        return Page(items: try rows.map(searchResult), total: total, offset: page.offset)
    }

    private static func searchResult(_ row: Row) throws -> SearchResult {
        SearchResult(book: try Book(row: row), owner: row["ownerName"])
    }

    /// The page past the first of the `total` matches of `pattern`, newest first, read in the index
    /// from whichever end is nearer: the last page of 100,000 matches costs no more than the first.
    private static func pageOfNewest(_ pattern: String, total: Int, page: PageRequest, _ db: Database) throws -> [Row] {
        guard page.offset < total else { return [] }
        let fromOldest = page.offset * 2 > total
        let count = min(page.limit, total - page.offset)
        let skipped = fromOldest ? total - page.offset - count : page.offset
        return try Row.fetchAll(db.cachedStatement(sql: newestMatchesSQL(fromOldest: fromOldest)),
                                arguments: [pattern, count, skipped])
    }

    /// `?2` matches of `?1` after skipping `?3`, counted from the newest or the oldest, newest first.
    private static func newestMatchesSQL(fromOldest: Bool) -> String {
        """
        SELECT book.*, user.username AS ownerName
        FROM (SELECT rowid AS id FROM book_fts WHERE book_fts MATCH ?1
              ORDER BY rowid \(fromOldest ? "ASC" : "DESC") LIMIT ?2 OFFSET ?3) hit
        JOIN book ON book.id = hit.id
        JOIN user ON user.id = book.ownerID
        ORDER BY book.id DESC
        """
    }

    /// The matches of `?1` in `order`, `?2` of them after `?3`: every match's book is read to sort them.
    /// When `findable`, only those the user with id `?4` may find (`Disclosure.findableSQL`).
    private static func sortedMatchesSQL(_ order: BookOrder, findable: Bool = false) -> String {
        """
        SELECT book.*, user.username AS ownerName
        FROM book_fts
        JOIN book ON book.id = book_fts.rowid
        JOIN user ON user.id = book.ownerID
        WHERE book_fts MATCH ?1\(findable ? " AND " + Disclosure.findableSQL(viewer: "?4") : "")
        ORDER BY \(orderSQL(order, newest: "book.id DESC"))
        LIMIT ?2 OFFSET ?3
        """
    }

    private static let countSQL = "SELECT COUNT(*) FROM book_fts WHERE book_fts MATCH ?"

    /// The matches of `?1` that the user with id `?2` may find.
    private static let findableCountSQL = """
        SELECT COUNT(*) FROM book_fts JOIN book ON book.id = book_fts.rowid
        WHERE book_fts MATCH ?1 AND \(Disclosure.findableSQL(viewer: "?2"))
        """

    /// An FTS5 query where every keyword must match, or `nil` when `query` has no keyword.
    ///
    /// Each word is cut at what is neither letter nor digit, as the index's tokenizer does, and
    /// quoted, so no input can be read as FTS5 syntax (`OR`, `NEAR`, `*`, column filters).
    static func matchPattern(_ query: String) -> String? {
        var tokens: [String] = []
        for word in query.split(whereSeparator: \.isWhitespace) {
            if let code = try? BookCode(parsing: String(word)) {
                tokens.append(code.digits)
                continue
            }
            tokens += word.split { !$0.isLetter && !$0.isNumber }.map(String.init)
        }
        guard !tokens.isEmpty else { return nil }
        return tokens.map { "\"\($0)\"" }.joined(separator: " ")
    }
}
