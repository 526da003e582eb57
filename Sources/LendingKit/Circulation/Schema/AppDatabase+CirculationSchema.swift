import GRDB

extension AppDatabase {
    /// Circulation (schema v8): policies, reference books, due dates and renewals, fines, holds,
    /// members with cards and PINs, and the notices already sent.
    ///
    /// Indexes back up the rules concurrency could break: one fine per loan, one live hold per
    /// member and book, one hold ready per book, one card number per library and one card per
    /// member there. A borrower's open loans from one lender (their count and their fines, read at
    /// every checkout) have an index of their own: through the lender's index alone, a checkout at
    /// a library with 100,000 loans out took 34 ms.
    static func createCirculation(_ db: Database) throws {
        try createPolicies(db)
        try db.execute(sql: """
            ALTER TABLE book ADD COLUMN isReference BOOLEAN NOT NULL DEFAULT 0;
            ALTER TABLE loan ADD COLUMN dueDate TEXT;
            ALTER TABLE loan ADD COLUMN renewals INTEGER NOT NULL DEFAULT 0 CHECK (renewals >= 0);
            CREATE INDEX loan_open_by_lender_due ON loan(lenderID, dueDate) WHERE returnedAt IS NULL;
            CREATE INDEX loan_open_by_borrower_lender ON loan(borrowerID, lenderID, dueDate) WHERE returnedAt IS NULL;
            """)
        try createFines(db)
        try createHolds(db)
        try createMembers(db)
        try db.create(table: "noticeSent") { table in
            table.belongsTo("loan", onDelete: .cascade).notNull()
            table.column("kind", .text).notNull()
            table.column("day", .text).notNull()
            table.primaryKey(["loanID", "kind", "day"])
        }
    }

    private static func createPolicies(_ db: Database) throws {
        try db.create(table: "lendingPolicy") { table in
            table.primaryKey("ownerID", .integer).references("user", onDelete: .cascade)
            table.column("loanDays", .integer).check(sql: "loanDays > 0")
            table.column("renewals", .integer).notNull().check(sql: "renewals >= 0")
            table.column("renewalDays", .integer).check(sql: "renewalDays > 0")
            table.column("holdBlocksRenewal", .boolean).notNull()
            table.column("maxLoans", .integer).check(sql: "maxLoans > 0")
            table.column("currency", .text).notNull()
            table.column("finePerDay", .integer).notNull().check(sql: "finePerDay >= 0")
            table.column("graceDays", .integer).notNull().check(sql: "graceDays >= 0")
            table.column("maxFine", .integer).check(sql: "maxFine > 0")
            table.column("blockAt", .integer).check(sql: "blockAt >= 0")
            table.column("closedWeekdays", .integer).notNull().check(sql: "closedWeekdays BETWEEN 0 AND 126")
            table.column("closedDates", .text).notNull()
            table.column("holdPickupDays", .integer).notNull().check(sql: "holdPickupDays > 0")
            table.column("dueSoonDays", .integer).notNull().check(sql: "dueSoonDays >= 0")
            table.column("selfService", .boolean).notNull()
            table.column("timeZone", .text).notNull()
            table.column("placeLatitude", .double)
            table.column("placeLongitude", .double)
            table.column("placeAddress", .text)
            table.column("placeComment", .text)
            table.column("updatedAt", .datetime).notNull()
            table.check(sql: "NOT selfService OR placeLatitude IS NOT NULL")
        }
    }

    private static func createFines(_ db: Database) throws {
        try db.create(table: "fineEntry") { table in
            table.autoIncrementedPrimaryKey("id")
            table.belongsTo("owner", inTable: "user", indexed: false).notNull()
            table.belongsTo("borrower", inTable: "user", indexed: false).notNull()
            table.belongsTo("loan", onDelete: .cascade, indexed: false)
            table.column("kind", .text).notNull().check(sql: "kind IN (\(FineEntry.Kind.sqlList(FineEntry.Kind.allCases)))")
            table.column("amount", .integer).notNull().check(sql: "amount > 0")
            table.belongsTo("actor", inTable: "user", indexed: false).notNull()
            table.column("at", .datetime).notNull()
            table.check(sql: "(kind = \(FineEntry.Kind.fine.sqlLiteral)) = (loanID IS NOT NULL)")
        }
        try db.execute(sql: """
            CREATE INDEX fineEntry_by_account ON fineEntry(ownerID, borrowerID);
            CREATE INDEX fineEntry_by_borrower ON fineEntry(borrowerID);
            CREATE UNIQUE INDEX fineEntry_one_fine_per_loan ON fineEntry(loanID) WHERE loanID IS NOT NULL;
            """)
    }

    private static func createHolds(_ db: Database) throws {
        try db.create(table: "hold") { table in
            table.autoIncrementedPrimaryKey("id")
            table.belongsTo("book", onDelete: .cascade, indexed: false).notNull()
            table.belongsTo("holder", inTable: "user", indexed: false).notNull()
            table.column("status", .text).notNull()
                .check(sql: "status IN (\(HoldStatus.sqlList(HoldStatus.allCases)))")
            table.belongsTo("request", inTable: "bookRequest", onDelete: .setNull, indexed: false)
            table.column("pickupBy", .text)
            table.column("createdAt", .datetime).notNull()
            table.column("updatedAt", .datetime).notNull()
            table.check(sql: "(status = \(HoldStatus.ready.sqlLiteral)) <= (pickupBy IS NOT NULL AND requestID IS NOT NULL)")
        }
        try db.execute(sql: """
            CREATE INDEX hold_by_book ON hold(bookID, status, id);
            CREATE INDEX hold_by_holder ON hold(holderID, status);
            CREATE INDEX hold_by_request ON hold(requestID) WHERE requestID IS NOT NULL;
            CREATE UNIQUE INDEX hold_one_live_per_holder ON hold(bookID, holderID)
                WHERE status IN (\(HoldStatus.liveList));
            CREATE UNIQUE INDEX hold_one_ready_per_book ON hold(bookID) WHERE status = \(HoldStatus.ready.sqlLiteral);
            """)
    }

    private static func createMembers(_ db: Database) throws {
        try db.create(table: "member") { table in
            table.autoIncrementedPrimaryKey("id")
            table.belongsTo("owner", inTable: "user", onDelete: .cascade, indexed: false).notNull()
            table.belongsTo("user", onDelete: .cascade).notNull()
            table.column("cardNumber", .text).notNull()
            table.column("pinHash", .blob)
            table.column("pinSalt", .blob)
            table.column("pinRounds", .integer)
            table.column("failedPINs", .integer).notNull().defaults(to: 0).check(sql: "failedPINs >= 0")
            table.column("lockedUntil", .datetime)
            table.column("createdAt", .datetime).notNull()
            table.column("updatedAt", .datetime).notNull()
            table.uniqueKey(["ownerID", "cardNumber"])
            table.uniqueKey(["ownerID", "userID"])
            table.check(sql: "(pinHash IS NULL) = (pinSalt IS NULL) AND (pinHash IS NULL) = (pinRounds IS NULL)")
        }
    }
}
