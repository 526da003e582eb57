import GRDB

extension AppDatabase {
    /// The `rating` table (schema v1): one rating per side per loan.
    static func createRatings(_ db: Database) throws {
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

    /// Schema v5: a rating is of a completed request, a loan or a gift, and can be revised.
    ///
    /// Until v4 a rating belonged to a loan, and a gift, which makes no loan, could not be rated;
    /// nor did anything but the event log remember who gave a gift, as the book changes owner.
    /// Now `bookRequest.giverID` names the giver of a gift handed over (filled for earlier gifts
    /// from the owner's `accepted` event), `rating.requestID` names the exchange (a gift's request,
    /// or the request a loan came from), one rating per side per request; `loanID` stays for
    /// loans, and `revisedAt` records the last revision. Existing ratings take their loan's request.
    static func rateRequests(_ db: Database) throws {
        try db.alter(table: "bookRequest") { table in
            table.add(column: "giverID", .integer).references("user")
        }
        try db.execute(sql: """
            UPDATE bookRequest SET giverID = (
                SELECT e.actorID FROM lendingEvent e
                WHERE e.bookID = bookRequest.bookID AND e.requestID = bookRequest.id
                  AND e.action = \(LendingEvent.Action.accepted.sqlLiteral)
                ORDER BY e.id DESC LIMIT 1)
            WHERE status = \(RequestStatus.completed.sqlLiteral)
              AND NOT EXISTS (SELECT 1 FROM loan WHERE loan.requestID = bookRequest.id)
            """)
        try db.create(table: "new_rating") { table in
            table.autoIncrementedPrimaryKey("id")
            table.belongsTo("request", inTable: "bookRequest", indexed: false).notNull()
            table.belongsTo("loan", indexed: false)
            table.belongsTo("rater", inTable: "user", indexed: false).notNull()
            table.belongsTo("ratee", inTable: "user", indexed: false).notNull()
            table.column("stars", .integer).notNull().check { $0 >= 1 && $0 <= 5 }
            table.column("text", .text)
            table.column("createdAt", .datetime).notNull()
            table.column("revisedAt", .datetime)
            table.uniqueKey(["requestID", "raterID"])
            table.check(sql: "raterID <> rateeID")
        }
        try db.execute(sql: """
            INSERT INTO new_rating (id, requestID, loanID, raterID, rateeID, stars, text, createdAt)
            SELECT r.id, l.requestID, r.loanID, r.raterID, r.rateeID, r.stars, r.text, r.createdAt
            FROM rating r JOIN loan l ON l.id = r.loanID;
            DROP TABLE rating;
            ALTER TABLE new_rating RENAME TO rating;
            CREATE INDEX rating_by_ratee ON rating(rateeID, id);
            """)
    }
}
