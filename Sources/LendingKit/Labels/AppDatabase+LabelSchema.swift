import GRDB

extension AppDatabase {
    /// Schema v6: books without an ISBN, ShelfScan labels, and subjects and labels in the search.
    ///
    /// `isbn` may now be `NULL` for a book without a barcode, and `label` holds the book's ShelfScan
    /// label, unique in the database (a removed book keeps its label, so it is never issued again);
    /// every book has one or the other, or both. The full-text index is made anew over title,
    /// authors, description, subjects, ISBN and label (until v5 subjects could not be searched),
    /// and the generated `searchScope`, a word for books that cannot be requested (`SearchScope`).
    ///
    /// Why the scope is in the index: a search says how many books match and can page to the last
    /// one. Filtering the matches on `book.status` reads one book row per match, 35 ms for a word in
    /// all of 100,000 books; with the scope's words in the query the index alone counts them, in
    /// 6 ms (measured here with the sqlite3 shell on the lending benchmark's store).
    static func labelBooks(_ db: Database) throws {
        try db.dropFTS5SynchronizationTriggers(forTable: "book_fts")
        try db.drop(table: "book_fts")
        let columns = ["id", "ownerID", "isbn", "title", "authors", "description", "isGift", "status",
                       "createdAt", "updatedAt", "subjects", "removedAt"]
        try db.rebuild("book", columns: columns) { name in
            try db.create(table: name) { table in
                table.autoIncrementedPrimaryKey("id")
                table.belongsTo("owner", inTable: "user", indexed: false).notNull()
                table.column("isbn", .text).check { length($0) == 13 }
                table.column("label", .text).check { length($0) == 13 }
                table.column("title", .text).notNull().check { $0 != "" }
                table.column("authors", .jsonText).notNull()
                table.column("description", .text)
                table.column("isGift", .boolean).notNull().defaults(to: false)
                table.column("status", .text).notNull()
                    .check(sql: "status IN (\(BookStatus.sqlList(BookStatus.allCases)))")
                table.column("createdAt", .datetime).notNull()
                table.column("updatedAt", .datetime).notNull()
                table.column("subjects", .jsonText).notNull().defaults(to: "[]")
                table.column("removedAt", .datetime)
                table.column("searchScope", .text).generatedAs(sql: searchScopeSQL, .virtual)
                table.check(sql: "(status = \(BookStatus.removed.sqlLiteral)) = (removedAt IS NOT NULL)")
                table.check(sql: "isbn IS NOT NULL OR label IS NOT NULL")
            }
        }
        try db.execute(sql: "CREATE UNIQUE INDEX book_on_label ON book(label) WHERE label IS NOT NULL")
        try createBookSearch(db)
    }

    /// The full-text index over the searchable columns of `book`, kept by triggers on every insert,
    /// update and delete, and filled from the rows already there.
    private static func createBookSearch(_ db: Database) throws {
        try db.create(virtualTable: "book_fts", using: FTS5()) { fts in
            fts.synchronize(withTable: "book")
            fts.tokenizer = .unicode61(diacritics: .remove)
            for column in ["title", "authors", "description", "subjects", "isbn", "label", "searchScope"] {
                fts.column(column)
            }
        }
    }

    /// The scope word of a book's status in SQL (`SearchScope.unavailableWord`, `removedWord`);
    /// `NULL` for a requestable book.
    static let searchScopeSQL = """
        CASE WHEN status IN (\(BookStatus.sqlList(SearchScope.unavailable.statuses))) THEN '\(SearchScope.unavailableWord)'
             WHEN status = \(BookStatus.removed.sqlLiteral) THEN '\(SearchScope.removedWord)' END
        """
}
