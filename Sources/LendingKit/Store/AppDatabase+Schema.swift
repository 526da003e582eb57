import GRDB

extension AppDatabase {
    /// The versioned schema. Never edit a shipped migration: add a new one.
    ///
    /// Invariants that concurrency could break are also enforced here, so that even a bug in the
    /// Swift checks cannot store two open loans, or two accepted requests, for one book.
    static var migrator: DatabaseMigrator {
        var migrator = DatabaseMigrator()
        migrator.registerMigration("v1: users, books, requests, loans, inbox, messages, events") { db in
            try createUsersAndBooks(db)
            try createRequestsAndLoans(db)
            try createInboxMessagesAndEvents(db)
        }
        migrator.registerMigration("v2: book subjects, author and subject lookup") { db in
            try addSubjectsAndNameLookups(db)
        }
        migrator.registerMigration("v3: book and profile photos") { db in
            try createPhotos(db)
        }
        return migrator
    }

    private static func createUsersAndBooks(_ db: Database) throws {
        try db.create(table: "user") { table in
            table.autoIncrementedPrimaryKey("id")
            // NOCASE folds ASCII only, which is why usernames are ASCII.
            table.column("username", .text).notNull().unique().collate(.nocase)
            table.column("displayName", .text).notNull()
            table.column("email", .text)
            table.column("phone", .text)
            table.column("libraryCard", .text)
            table.column("createdAt", .datetime).notNull()
        }
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
                .check(sql: "status IN ('available', 'requested', 'accepted', 'borrowed')")
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

    private static func createRequestsAndLoans(_ db: Database) throws {
        try db.create(table: "bookRequest") { table in
            table.autoIncrementedPrimaryKey("id")
            // Covered by the (bookID, status) and (borrowerID, status) indexes below.
            table.belongsTo("book", onDelete: .cascade, indexed: false).notNull()
            table.belongsTo("borrower", inTable: "user", indexed: false).notNull()
            table.column("status", .text).notNull()
                .check(sql: "status IN ('pending', 'accepted', 'declined', 'cancelled', 'completed')")
            table.column("pickupLatitude", .double)
            table.column("pickupLongitude", .double)
            table.column("pickupAddress", .text)
            table.column("pickupComment", .text)
            table.column("ownerScannedAt", .datetime)
            table.column("borrowerScannedAt", .datetime)
            table.column("createdAt", .datetime).notNull()
            table.column("updatedAt", .datetime).notNull()
            table.check(sql: "status NOT IN ('accepted', 'completed') OR pickupLatitude IS NOT NULL")
        }
        try db.execute(sql: """
            CREATE INDEX bookRequest_on_book_status ON bookRequest(bookID, status);
            CREATE INDEX bookRequest_on_borrower_status ON bookRequest(borrowerID, status);
            CREATE UNIQUE INDEX bookRequest_one_accepted_per_book
                ON bookRequest(bookID) WHERE status = 'accepted';
            CREATE UNIQUE INDEX bookRequest_one_open_per_borrower
                ON bookRequest(bookID, borrowerID) WHERE status IN ('pending', 'accepted');
            """)
        try db.create(table: "loan") { table in
            table.autoIncrementedPrimaryKey("id")
            table.belongsTo("book", onDelete: .cascade).notNull()
            table.belongsTo("request", inTable: "bookRequest", onDelete: .cascade).notNull().unique()
            table.belongsTo("lender", inTable: "user").notNull()
            table.belongsTo("borrower", inTable: "user").notNull()
            table.column("startedAt", .datetime).notNull()
            table.column("borrowerReturnedAt", .datetime)
            table.column("ownerReceivedAt", .datetime)
            table.column("returnedAt", .datetime)
            table.column("returnComment", .text)
        }
        try db.execute(sql: """
            CREATE UNIQUE INDEX loan_one_open_per_book ON loan(bookID) WHERE returnedAt IS NULL;
            CREATE INDEX loan_open_by_borrower ON loan(borrowerID) WHERE returnedAt IS NULL;
            """)
        try db.create(table: "rating") { table in
            table.autoIncrementedPrimaryKey("id")
            table.belongsTo("loan", onDelete: .cascade).notNull()
            table.belongsTo("rater", inTable: "user").notNull()
            table.belongsTo("ratee", inTable: "user").notNull()
            table.column("stars", .integer).notNull().check { $0 >= 1 && $0 <= 5 }
            table.column("text", .text)
            table.column("createdAt", .datetime).notNull()
            table.uniqueKey(["loanID", "raterID"])
        }
    }

    private static func createInboxMessagesAndEvents(_ db: Database) throws {
        try db.create(table: "inboxItem") { table in
            table.autoIncrementedPrimaryKey("id")
            table.belongsTo("user").notNull()
            table.column("kind", .text).notNull()
            table.column("text", .text).notNull()
            table.belongsTo("book", onDelete: .setNull)
            table.belongsTo("request", inTable: "bookRequest", onDelete: .setNull)
            table.belongsTo("loan", onDelete: .setNull)
            table.column("createdAt", .datetime).notNull()
            table.column("readAt", .datetime)
        }
        try db.create(table: "message") { table in
            table.autoIncrementedPrimaryKey("id")
            table.belongsTo("request", inTable: "bookRequest", onDelete: .cascade).notNull()
            table.belongsTo("sender", inTable: "user").notNull()
            table.belongsTo("recipient", inTable: "user").notNull()
            table.column("text", .text).notNull().check { $0 != "" }
            table.column("createdAt", .datetime).notNull()
        }
        // No foreign keys: the log outlives deleted books, requests and loans.
        try db.create(table: "lendingEvent") { table in
            table.autoIncrementedPrimaryKey("id")
            table.belongsTo("actor", inTable: "user").notNull()
            table.column("at", .datetime).notNull()
            table.column("action", .text).notNull()
            table.column("bookID", .integer).indexed()
            table.column("requestID", .integer)
            table.column("loanID", .integer)
            table.column("before", .text)
            table.column("after", .text)
        }
    }
}
