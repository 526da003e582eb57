import DatabaseFiles
import Foundation
internal import GRDB
import ISBNKit

/// The local catalogue: editions, works and authors imported from Open Library dumps, found by
/// ISBN. A SQLite file of its own, apart from the lending store, with its own migrations; every
/// write goes through this type, one transaction per batch.
///
/// ```swift
/// let catalogue = try CatalogDatabase.open(atPath: "catalog.sqlite")
/// let metadata = try catalogue.metadata(for: ISBN(parsing: "0-441-17271-7"))
/// metadata?.title?.value   // "Dune"
/// ```
public struct CatalogDatabase: Sendable {
    /// The connection every read and write goes through.
    let dbWriter: any DatabaseWriter

    /// A catalogue over `dbWriter`, migrated to the latest schema; callers open one with
    /// `open(atPath:)` or `inMemory()`, so that no GRDB type is part of CatalogKit's interface.
    init(_ dbWriter: any DatabaseWriter) throws(CatalogStoreError) {
        self.dbWriter = dbWriter
        try Self.migrate(dbWriter)
    }

    /// Migrates the file, also when other processes open the same new file at the same moment
    /// (`SharedMigration`).
    private static func migrate(_ dbWriter: any DatabaseWriter) throws(CatalogStoreError) {
        do {
            try SharedMigration.migrate(dbWriter, with: migrator)
        } catch {
            throw CatalogStoreError(error, path: dbWriter.path)
        }
    }

    /// Opens (creating if needed) the catalogue file at `path` in WAL mode, waiting for other
    /// processes opening it at the same moment (`SharedDatabasePool`).
    public static func open(atPath path: String) throws(CatalogStoreError) -> CatalogDatabase {
        var config = Configuration()
        config.busyMode = .timeout(10)
        config.prepareDatabase { db in
            // WAL with NORMAL cannot corrupt the file; a crash loses at most the last batch,
            // which the import's progress row (written in the same transaction) knows to redo.
            try db.execute(sql: "PRAGMA synchronous = NORMAL")
            try db.execute(sql: "PRAGMA temp_store = MEMORY")
        }
        let pool: DatabasePool
        do {
            try PrivateStoreFile.create(atPath: path)
            pool = try SharedDatabasePool.open(atPath: path, configuration: config)
        } catch {
            throw CatalogStoreError(error, path: path)
        }
        PrivateStoreFile.restrictSidecars(ofPath: path)
        return try CatalogDatabase(pool)
    }

    /// A catalogue in memory, for tests.
    public static func inMemory() throws(CatalogStoreError) -> CatalogDatabase {
        let queue: DatabaseQueue
        do {
            queue = try DatabaseQueue()
        } catch {
            throw CatalogStoreError(error, path: ":memory:")
        }
        return try CatalogDatabase(queue)
    }

    /// Runs `work` in one write transaction.
    func write<T>(_ work: (Database) throws -> T) throws(CatalogStoreError) -> T {
        do {
            return try dbWriter.write(work)
        } catch {
            throw CatalogStoreError(error, path: dbWriter.path)
        }
    }

    /// Runs `work` on a consistent snapshot.
    func read<T>(_ work: (Database) throws -> T) throws(CatalogStoreError) -> T {
        do {
            return try dbWriter.read(work)
        } catch {
            throw CatalogStoreError(error, path: dbWriter.path)
        }
    }
}
