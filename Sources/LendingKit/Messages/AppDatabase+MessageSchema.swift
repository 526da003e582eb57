import GRDB

extension AppDatabase {
    /// The `inboxItem` and `message` tables (schema v1).
    static func createInboxAndMessages(_ db: Database) throws {
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
    }
}
