import GRDB

extension AppDatabase {
    /// The `bookEdition` table (schema v7): one row per book whose edition details a catalogue
    /// lookup gave, or whose lookup is still owed. Kept apart from `book` so that the book table,
    /// its triggers and its full-text index stay as they are, and a book added without a lookup
    /// costs no row.
    static func createBookEditions(_ db: Database) throws {
        try db.create(table: "bookEdition") { table in
            table.primaryKey("bookID", .integer).references("book", onDelete: .cascade)
            table.column("subtitle", .text)
            table.column("publisher", .text)
            table.column("published", .text)
            table.column("pages", .integer).check { $0 >= 1 }
            table.column("language", .text)
            table.column("sources", .jsonText).notNull().defaults(to: "[]")
            table.column("lookupPending", .boolean).notNull().defaults(to: false)
            table.column("updatedAt", .datetime).notNull()
        }
        try db.execute(sql: "CREATE INDEX bookEdition_pending ON bookEdition(bookID) WHERE lookupPending")
    }
}
