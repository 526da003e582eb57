import GRDB

extension AppDatabase {
    /// Photo rows: one per photo of a book or profile photo of a user, naming its files by SHA-256.
    ///
    /// Deleting a book deletes its photo rows (cascade); the files go after the commit, once no
    /// row names them.
    static func createPhotos(_ db: Database) throws {
        try db.create(table: "photo") { table in
            table.autoIncrementedPrimaryKey("id")
            table.belongsTo("book", onDelete: .cascade, indexed: false)
            table.belongsTo("user", onDelete: .cascade, indexed: false)
            table.column("position", .integer).notNull()
            table.column("sha256", .text).notNull().check { length($0) == 64 }
            table.column("format", .text).notNull().check(sql: "format IN ('JPEG', 'PNG', 'WebP')")
            table.column("byteCount", .integer).notNull().check { $0 > 0 }
            table.column("width", .integer).notNull().check { $0 > 0 }
            table.column("height", .integer).notNull().check { $0 > 0 }
            table.column("thumbnailSHA256", .text).notNull().check { length($0) == 64 }
            table.column("thumbnailByteCount", .integer).notNull()
            table.column("thumbnailWidth", .integer).notNull()
            table.column("thumbnailHeight", .integer).notNull()
            table.column("createdAt", .datetime).notNull()
            table.check(sql: "(bookID IS NULL) <> (userID IS NULL)")
        }
        try db.execute(sql: """
            CREATE UNIQUE INDEX photo_once_per_book ON photo(bookID, sha256) WHERE bookID IS NOT NULL;
            CREATE INDEX photo_on_book_position ON photo(bookID, position) WHERE bookID IS NOT NULL;
            CREATE UNIQUE INDEX photo_one_per_user ON photo(userID) WHERE userID IS NOT NULL;
            CREATE INDEX photo_on_sha256 ON photo(sha256);
            CREATE INDEX photo_on_thumbnail ON photo(thumbnailSHA256);
            """)
    }
}
