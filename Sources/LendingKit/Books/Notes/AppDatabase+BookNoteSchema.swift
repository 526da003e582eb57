import GRDB

extension AppDatabase {
    /// The `bookNote` table (schema v11): an owner's private note on a book. It is a table of its
    /// own rather than a column of `book`, so that no read of a book (a search, another user's
    /// page, a JSON line) can carry the note by mistake: only `privateNote(ofBook:by:)` reads it.
    static func createBookNotes(_ db: Database) throws {
        try db.create(table: "bookNote") { table in
            table.primaryKey("bookID", .integer).references("book", onDelete: .cascade)
            table.column("text", .text).notNull()
                .check(sql: "length(text) BETWEEN 1 AND \(TextField.privateNote.limit)")
            table.column("updatedAt", .datetime).notNull()
        }
    }
}
