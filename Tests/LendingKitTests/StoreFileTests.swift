import Foundation
import GRDB
import Testing
@testable import LendingKit

@Suite("Store file")
struct StoreFileTests {
    @Test("a new database file and its -wal and -shm files are readable by the owner only")
    func ownerOnly() throws {
        let path = try TemporaryDatabase.path()
        defer { TemporaryDatabase.remove(path) }
        let previous = umask(0o022)
        defer { umask(previous) }
        let db = try AppDatabase.open(atPath: path)
        try Library(db: db).addBook(by: db.user(named: "alice"))
        for file in [path, path + "-wal", path + "-shm"] {
            let attributes = try FileManager.default.attributesOfItem(atPath: file)
            #expect((attributes[.posixPermissions] as? Int) == 0o600, "\(file)")
        }
        let mode = try db.dbWriter.read { db in try String.fetchOne(db, sql: "PRAGMA journal_mode") }
        #expect(mode == "wal")
        #expect(try db.dbWriter.read { db in try Bool.fetchOne(db, sql: "PRAGMA foreign_keys") } == true)
    }

    @Test("reopening keeps the data and does not migrate twice")
    func reopen() throws {
        let path = try TemporaryDatabase.path()
        defer { TemporaryDatabase.remove(path) }
        let bookID = try {
            let library = try Library(db: AppDatabase.open(atPath: path))
            return try library.addBook(by: library.alice).id
        }()
        let reopened = try AppDatabase.open(atPath: path)
        #expect(try reopened.book(bookID).title == "Dune")
        #expect(try reopened.user(named: "bob").username == "bob")
    }

    @Test("a path in a missing directory is a storage error")
    func unwritable() {
        expectError(.storage) { try AppDatabase.open(atPath: "/nonexistent-dir-\(UUID())/lending.sqlite") }
    }
}

/// Unique database paths under the temporary directory, for tests that need a real file.
enum TemporaryDatabase {
    static func path() throws -> String {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("lendingkit-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        return directory.appendingPathComponent("lending.sqlite").path
    }

    static func remove(_ path: String) {
        try? FileManager.default.removeItem(atPath: (path as NSString).deletingLastPathComponent)
    }
}
