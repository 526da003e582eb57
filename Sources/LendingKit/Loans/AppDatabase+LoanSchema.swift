import GRDB

extension AppDatabase {
    /// The `loan` table (schema v1); a partial unique index allows one open loan per book.
    static func createLoans(_ db: Database) throws {
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
    }

    /// Indexes for a user's loan history, lent and borrowed (schema v6): without them listing one
    /// user's ended loans reads the whole loan table.
    static func indexLoanHistory(_ db: Database) throws {
        try db.execute(sql: """
            CREATE INDEX loan_by_borrower ON loan(borrowerID, returnedAt);
            CREATE INDEX loan_by_lender ON loan(lenderID, returnedAt);
            """)
    }
}
