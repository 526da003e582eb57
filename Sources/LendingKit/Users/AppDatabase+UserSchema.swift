import GRDB

extension AppDatabase {
    /// The `user` table (schema v1). Never edit a shipped migration's tables: add a migration.
    static func createUsers(_ db: Database) throws {
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
    }
}
