internal import GRDB

extension CatalogDatabase {
    /// Editions and listed books whose title or author names start words with each of `text`'s
    /// words, best matches first (FTS5's bm25 rank).
    ///
    /// The index is rebuilt first when an import changed the catalogue since the last rebuild
    /// (`rebuildTitleSearchIfStale()`), so a search never misses what was imported.
    ///
    /// ```swift
    /// try catalogue.searchTitles("herbert dune", limit: 5).map(\.isbn13)   // ["9780441172719", …]
    /// ```
    public func searchTitles(_ text: String, limit: Int = 20) throws(CatalogStoreError) -> [TitleSearchHit] {
        guard let query = TitleSearchQuery(text), limit > 0 else { return [] }
        try rebuildTitleSearchIfStale()
        return try read { db in try Self.hits(of: query.match, limit: limit, db) }
    }

    /// The `async` form of `searchTitles(_:limit:)`.
    public func searchTitles(_ text: String, limit: Int = 20) async throws(CatalogStoreError) -> [TitleSearchHit] {
        guard let match = TitleSearchQuery(text)?.match, limit > 0 else { return [] }
        try await rebuildTitleSearchIfStale()
        return try await read { db in try Self.hits(of: match, limit: limit, db) }
    }

    private static func hits(of match: String, limit: Int, _ db: Database) throws -> [TitleSearchHit] {
        try Row.fetchAll(db.cachedStatement(sql: """
            SELECT isbn13, title, authors FROM titleSearch WHERE titleSearch MATCH ? ORDER BY rank LIMIT ?
            """), arguments: [match, limit]).map { row in
            TitleSearchHit(isbn13: row["isbn13"], title: row["title"], authors: row["authors"] ?? "")
        }
    }

    /// Rebuilds the title and author index when imports have changed the catalogue since it was
    /// last built; returns whether it did.
    ///
    /// The index is built whole rather than row by row during an import because an edition's
    /// author names come from the authors dump, which may be imported before or after the
    /// editions: only once every file is in are the names known. One `INSERT … SELECT` streams the
    /// rows, so memory stays bounded whatever the catalogue's size.
    @discardableResult
    public func rebuildTitleSearchIfStale() throws(CatalogStoreError) -> Bool {
        try write(Self.rebuildTitleSearchIfStale)
    }

    /// The `async` form of `rebuildTitleSearchIfStale()`.
    @discardableResult
    public func rebuildTitleSearchIfStale() async throws(CatalogStoreError) -> Bool {
        try await write(Self.rebuildTitleSearchIfStale)
    }

    private static func rebuildTitleSearchIfStale(_ db: Database) throws -> Bool {
        guard try Bool.fetchOne(db, sql: "SELECT stale FROM searchIndexState WHERE id = 1") == true else { return false }
        try db.execute(sql: "DELETE FROM titleSearch")
        try db.execute(sql: """
            INSERT INTO titleSearch (isbn13, title, authors)
            SELECT editionISBN.isbn13,
                   COALESCE(NULLIF(edition.title, ''), work.title, '')
                       || COALESCE(': ' || NULLIF(edition.subtitle, ''), ''),
                   (SELECT group_concat(author.name, ', ')
                    FROM json_each(CASE WHEN edition.authorKeys = '[]' THEN COALESCE(work.authorKeys, '[]')
                                        ELSE edition.authorKeys END) AS listed
                    JOIN author ON author.key = listed.value)
            FROM editionISBN JOIN edition ON edition.key = editionISBN.editionKey
            LEFT JOIN work ON work.key = edition.workKey
            """)
        try db.execute(sql: """
            INSERT INTO titleSearch (isbn13, title, authors)
            SELECT isbn13, title || COALESCE(': ' || NULLIF(subtitle, ''), ''),
                   (SELECT group_concat(listed.value, ', ') FROM json_each(listedBook.authors) AS listed)
            FROM listedBook
            WHERE isbn13 NOT IN (SELECT isbn13 FROM editionISBN)
            """)
        try Self.markTitleSearch(stale: false, db)
        return true
    }

    /// Records whether the title index lags behind the catalogue; stores call it in the
    /// transaction that changes titles or names.
    static func markTitleSearch(stale: Bool, _ db: Database) throws {
        try db.cachedStatement(sql: "UPDATE searchIndexState SET stale = ? WHERE id = 1").execute(arguments: [stale])
    }
}
