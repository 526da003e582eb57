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
}
