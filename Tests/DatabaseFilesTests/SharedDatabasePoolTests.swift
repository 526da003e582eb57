@testable import DatabaseFiles
import Foundation
import GRDB
import Testing

/// `SharedDatabasePool`: trying again while the file is busy, and pools racing to create one file.
@Suite("Opening a database file other processes open at the same moment")
struct SharedDatabasePoolTests {
    /// An attempt that fails with `failures` errors, one after another, before it succeeds.
    final class Attempts {
        var failures: [DatabaseError]
        var count = 0
        init(failing failures: [DatabaseError]) { self.failures = failures }

        func next() throws -> String {
            count += 1
            guard failures.isEmpty else { throw failures.removeFirst() }
            return "opened"
        }
    }

    static let busy = DatabaseError(resultCode: .SQLITE_BUSY, message: "database is locked")

    @Test("A busy file is tried again until the open succeeds")
    func busyTriedAgain() throws {
        let attempts = Attempts(failing: [Self.busy, Self.busy, Self.busy])
        #expect(try SharedDatabasePool.retryingWhileBusy(timeout: 10) { try attempts.next() } == "opened")
        #expect(attempts.count == 4)
    }

    @Test("Any other failure is thrown at once")
    func otherFailureThrown() {
        let attempts = Attempts(failing: [DatabaseError(resultCode: .SQLITE_CORRUPT, message: "malformed"), Self.busy])
        #expect(throws: DatabaseError.self) { try SharedDatabasePool.retryingWhileBusy(timeout: 10) { try attempts.next() } }
        #expect(attempts.count == 1)
    }

    @Test("With no time left, a busy failure is thrown after one try")
    func busyPastTimeout() {
        let attempts = Attempts(failing: [Self.busy, Self.busy])
        #expect(throws: DatabaseError.self) { try SharedDatabasePool.retryingWhileBusy(timeout: 0) { try attempts.next() } }
        #expect(attempts.count == 1)
    }

    @Test("An open waits as long as the configuration's busy timeout, and not at all in another busy mode")
    func retryTimeFromBusyMode() {
        var config = Configuration()
        #expect(SharedDatabasePool.busyTimeout(of: config) == 0)
        config.busyMode = .timeout(7)
        #expect(SharedDatabasePool.busyTimeout(of: config) == 7)
    }

    @Test("Four pools creating the same new file at the same moment all open it, in WAL mode")
    func racingPools() async throws {
        let rounds = try await racingOnNewFiles("shared-pool") { path in
            var config = Configuration()
            config.busyMode = .timeout(10)
            let pool = try SharedDatabasePool.open(atPath: path, configuration: config)
            return try pool.read { db in try String.fetchOne(db, sql: "PRAGMA journal_mode") ?? "" }
        }
        for modes in rounds {
            #expect(modes == ["wal", "wal", "wal", "wal"])
        }
    }
}
