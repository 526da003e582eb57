import GRDB

extension AppDatabase {
    /// Adds `book.subjects` and the `bookAuthor` and `bookSubject` lookup tables that
    /// recommendations search by name.
    ///
    /// The lookups are kept by triggers on `book`, so every way a book is added, imported, edited
    /// or deleted keeps them right without knowing they exist. Names compare as `NOCASE`, and a
    /// name listed twice on one book in two letter cases is stored once.
    static func addSubjectsAndNameLookups(_ db: Database) throws {
        try db.alter(table: "book") { table in
            table.add(column: "subjects", .jsonText).notNull().defaults(to: "[]")
        }
        try createNameLookup("bookAuthor", listedIn: "authors", db)
        try createNameLookup("bookSubject", listedIn: "subjects", db)
    }

    /// A `(bookID, name)` table filled from the JSON array in `book.<column>`, with an index by name.
    private static func createNameLookup(_ table: String, listedIn column: String, _ db: Database) throws {
        let fill = "INSERT OR IGNORE INTO \(table) (bookID, name) SELECT NEW.id, value FROM json_each(NEW.\(column));"
        try db.execute(sql: """
            CREATE TABLE \(table) (
                bookID INTEGER NOT NULL REFERENCES book(id) ON DELETE CASCADE,
                name TEXT NOT NULL COLLATE NOCASE,
                PRIMARY KEY (bookID, name)
            ) WITHOUT ROWID;
            CREATE INDEX \(table)_on_name ON \(table)(name);
            INSERT OR IGNORE INTO \(table) (bookID, name) SELECT book.id, value FROM book, json_each(book.\(column));
            CREATE TRIGGER \(table)_after_insert AFTER INSERT ON book BEGIN
                \(fill)
            END;
            CREATE TRIGGER \(table)_after_update AFTER UPDATE OF \(column) ON book
            WHEN NEW.\(column) IS NOT OLD.\(column) BEGIN
                DELETE FROM \(table) WHERE bookID = OLD.id;
                \(fill)
            END;
            """)
    }
}
