import GRDB
import ISBNKit

extension AppDatabase {
    /// Books whose title, authors, description or ISBN contain every keyword, newest first.
    ///
    /// Newest first rather than by relevance: FTS5 walks its index in row order and stops after
    /// `limit` hits, while ranking would score every match, which for a common word in 100,000
    /// books costs far more than the few milliseconds a search may take.
    ///
    /// Keywords match whole words, ignoring case and accents; a keyword that is an ISBN (10 or 13
    /// digits, hyphens allowed) matches that ISBN. A query without any keyword throws `.emptyQuery`;
    /// no match is an empty array.
    ///
    /// ```swift
    /// try db.search("herbert dune")                        // requestable books only
    /// try db.search("0-441-17271-7", scope: .unavailable)  // accepted or borrowed copies
    /// ```
    public func search(_ query: String, scope: SearchScope = .requestable, limit: Int = 50) throws(LendingError) -> [SearchResult] {
        guard let pattern = Self.matchPattern(try TextField.query.checked(query)) else { throw .emptyQuery(query) }
        return try read { db in try Self.fetchMatches(pattern, scope: scope, limit: limit, db) }
    }

    /// The `async` form of `search(_:scope:limit:)`.
    public func search(_ query: String, scope: SearchScope = .requestable,
                       limit: Int = 50) async throws(LendingError) -> [SearchResult] {
        guard let pattern = Self.matchPattern(try TextField.query.checked(query)) else { throw .emptyQuery(query) }
        return try await read { db in try Self.fetchMatches(pattern, scope: scope, limit: limit, db) }
    }

    private static func fetchMatches(_ pattern: String, scope: SearchScope, limit: Int,
                                     _ db: Database) throws -> [SearchResult] {
        let rows = try Row.fetchAll(db.cachedStatement(sql: """
            SELECT book.*, user.username AS ownerName
            FROM book_fts
            JOIN book ON book.id = book_fts.rowid
            JOIN user ON user.id = book.ownerID
            WHERE book_fts MATCH ? AND book.status IN (?, ?)
            ORDER BY book_fts.rowid DESC
            LIMIT ?
            """), arguments: [pattern, scope.statuses[0], scope.statuses[1], limit])
        return try rows.map { row in SearchResult(book: try Book(row: row), owner: row["ownerName"]) }
    }

    /// An FTS5 query where every keyword must match, or `nil` when `query` has no keyword.
    ///
    /// Each word is cut at what is neither letter nor digit, as the index's tokenizer does, and
    /// quoted, so no input can be read as FTS5 syntax (`OR`, `NEAR`, `*`, column filters).
    static func matchPattern(_ query: String) -> String? {
        var tokens: [String] = []
        for word in query.split(whereSeparator: \.isWhitespace) {
            if let isbn = ISBN(String(word)) {
                tokens.append(isbn.isbn13)
                continue
            }
            tokens += word.split { !$0.isLetter && !$0.isNumber }.map(String.init)
        }
        guard !tokens.isEmpty else { return nil }
        return tokens.map { "\"\($0)\"" }.joined(separator: " ")
    }
}
