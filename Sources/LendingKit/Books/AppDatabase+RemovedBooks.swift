import GRDB

extension AppDatabase {
    /// Schema v4: a removed book stays as a row with status `removed` and the time it was removed,
    /// so that its loans, requests, ratings, comments, messages and events, which refer to it, stay.
    ///
    /// Until v3 deleting a book deleted its rows and, by cascade, its history: an owner could erase
    /// the ratings a loan of it had earned. `status` gains `removed`, which only a `CHECK` rebuilt
    /// with the table can allow; the columns are those of v1 and v2 plus `removedAt`.
    static func keepRemovedBooks(_ db: Database) throws {
        let columns = ["id", "ownerID", "isbn", "title", "authors", "description", "isGift", "status",
                       "createdAt", "updatedAt", "subjects"]
        try db.rebuild("book", columns: columns) { name in
            try db.create(table: name) { table in
                table.autoIncrementedPrimaryKey("id")
                table.belongsTo("owner", inTable: "user", indexed: false).notNull()
                table.column("isbn", .text).notNull().check { length($0) == 13 }
                table.column("title", .text).notNull().check { $0 != "" }
                table.column("authors", .jsonText).notNull()
                table.column("description", .text)
                table.column("isGift", .boolean).notNull().defaults(to: false)
                table.column("status", .text).notNull()
                    .check(sql: "status IN (\(BookStatus.sqlList([.available, .requested, .accepted, .borrowed, .removed])))")
                table.column("createdAt", .datetime).notNull()
                table.column("updatedAt", .datetime).notNull()
                table.column("subjects", .jsonText).notNull().defaults(to: "[]")
                table.column("removedAt", .datetime)
                table.check(sql: "(status = \(BookStatus.removed.sqlLiteral)) = (removedAt IS NOT NULL)")
            }
        }
    }
}
