import GRDB

extension AppDatabase {
    /// The `bookRequest` table (schema v1); partial unique indexes back up the Swift checks: one
    /// accepted request per book, one open request per borrower and book.
    static func createRequests(_ db: Database) throws {
        try db.create(table: "bookRequest") { table in
            table.autoIncrementedPrimaryKey("id")
            // Covered by the (bookID, status) and (borrowerID, status) indexes below.
            table.belongsTo("book", onDelete: .cascade, indexed: false).notNull()
            table.belongsTo("borrower", inTable: "user", indexed: false).notNull()
            table.column("status", .text).notNull()
                .check(sql: "status IN (\(RequestStatus.sqlList(RequestStatus.allCases)))")
            table.column("pickupLatitude", .double)
            table.column("pickupLongitude", .double)
            table.column("pickupAddress", .text)
            table.column("pickupComment", .text)
            table.column("ownerScannedAt", .datetime)
            table.column("borrowerScannedAt", .datetime)
            table.column("createdAt", .datetime).notNull()
            table.column("updatedAt", .datetime).notNull()
            table.check(sql: "status NOT IN (\(RequestStatus.sqlList([.accepted, .completed]))) OR pickupLatitude IS NOT NULL")
        }
        try db.execute(sql: """
            CREATE INDEX bookRequest_on_book_status ON bookRequest(bookID, status);
            CREATE INDEX bookRequest_on_borrower_status ON bookRequest(borrowerID, status);
            CREATE UNIQUE INDEX bookRequest_one_accepted_per_book
                ON bookRequest(bookID) WHERE status = \(RequestStatus.accepted.sqlLiteral);
            CREATE UNIQUE INDEX bookRequest_one_open_per_borrower
                ON bookRequest(bookID, borrowerID) WHERE status IN (\(RequestStatus.sqlList([.pending, .accepted])));
            """)
    }
}
