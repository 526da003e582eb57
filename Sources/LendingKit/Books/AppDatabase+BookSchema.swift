import GRDB

extension AppDatabase {
    /// The `book` table, its indexes and its full-text index (schema v1).
    static func createBooks(_ db: Database) throws {
        try db.create(table: "book") { table in
            table.autoIncrementedPrimaryKey("id")
            // Covered by the (ownerID, status) index below.
            table.belongsTo("owner", inTable: "user", indexed: false).notNull()
            table.column("isbn", .text).notNull().check { length($0) == 13 }
            table.column("title", .text).notNull().check { $0 != "" }
            table.column("authors", .jsonText).notNull()
            table.column("description", .text)
            table.column("isGift", .boolean).notNull().defaults(to: false)
            table.column("status", .text).notNull()
                .check(sql: "status IN (\(BookStatus.sqlList([.available, .requested, .accepted, .borrowed])))")
            table.column("createdAt", .datetime).notNull()
            table.column("updatedAt", .datetime).notNull()
        }
        try db.create(index: "book_on_isbn", on: "book", columns: ["isbn"])
        try db.create(index: "book_on_owner_status", on: "book", columns: ["ownerID", "status"])
        try db.create(virtualTable: "book_fts", using: FTS5()) { fts in
            fts.synchronize(withTable: "book")
            fts.tokenizer = .unicode61(diacritics: .remove)
            fts.column("title")
            fts.column("authors")
            fts.column("description")
            fts.column("isbn")
        }
    }
}
