import GRDB

extension AppDatabase {
    /// The `lendingEvent` table (schema v1), the log of every state change.
    static func createEvents(_ db: Database) throws {
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
