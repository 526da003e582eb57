import DatabaseFiles
import Foundation
import GRDB
import Testing

/// `SharedMigration`: pools of separate "processes" migrating one new file at the same moment.
@Suite("Migrating a database file other processes migrate at the same moment")
struct SharedMigrationTests {
    /// Three migrations, each making a table, as a store's first run does.
    static var migrator: DatabaseMigrator {
        var migrator = DatabaseMigrator()
        for name in ["user", "book", "loan"] {
            migrator.registerMigration("make \(name)") { db in
                try db.create(table: name) { table in table.autoIncrementedPrimaryKey("id") }
            }
        }
        return migrator
    }

    @Test("Four pools migrating the same new file at the same moment all end with every migration applied")
    func racingMigrations() async throws {
        let rounds = try await racingOnNewFiles("shared-migration") { path in
            var config = Configuration()
            config.busyMode = .timeout(10)
            let pool = try SharedDatabasePool.open(atPath: path, configuration: config)
            try SharedMigration.migrate(pool, with: Self.migrator)
            return try pool.read { db in try Self.migrator.hasCompletedMigrations(db) }
        }
        for applied in rounds {
            #expect(applied == [true, true, true, true])
        }
    }

    @Test("A migration that fails for another reason is thrown")
    func failingMigrationThrown() throws {
        var migrator = Self.migrator
        migrator.registerMigration("broken") { db in try db.execute(sql: "CREATE TABLE user (id INTEGER)") }
        let queue = try DatabaseQueue()
        #expect(throws: DatabaseError.self) { try SharedMigration.migrate(queue, with: migrator) }
    }
}
