import Foundation
import GRDB
import ShelfScan
import ShelfScanTestSupport
import Synchronization
import Testing

/// What SQLite was asked, statement by statement, while a test watches.
final class StatementLog: Sendable {
    private let statements = Mutex<[String]?>(nil)

    /// Starts recording, dropping anything before.
    func start() { statements.withLock { $0 = [] } }

    /// What was recorded since `start()`.
    func recorded() -> [String] { statements.withLock { $0 ?? [] } }

    fileprivate func append(_ statement: String) {
        statements.withLock { $0?.append(statement) }
    }

    /// A store in memory whose connection reports every statement it runs to this log.
    func watchedStore(photoFolder: String) throws -> AppDatabase {
        var configuration = Configuration()
        configuration.foreignKeysEnabled = true
        configuration.prepareDatabase { [self] db in
            db.trace { event in self.append(event.description) }
        }
        return try AppDatabase(DatabaseQueue(configuration: configuration), photoFolder: photoFolder)
    }
}

@Suite("The desk decides a scan once")
struct DeskTransactionTests {
    /// The four scans of a loan, in order: who scans, and what they say they do.
    private static func scans(_ fixture: WatchedDesk) -> [(User, ScanAction)] {
        [(fixture.alice, .handOver), (fixture.bob, .receive), (fixture.bob, .handBack), (fixture.alice, .receive)]
    }

    @Test("A scan by the desk is one write transaction and nothing outside it, for each of the four scans",
          arguments: [false, true])
    func oneTransactionPerScan(namingTheBook: Bool) throws {
        let fixture = try WatchedDesk()
        defer { fixture.remove() }
        for (user, action) in Self.scans(fixture) {
            fixture.log.start()
            try fixture.desk.scan(DeskFixture.plainPhoto, action: action, by: user, bookID: namingTheBook ? fixture.book.id : nil)
            fixture.expectOneTransaction(ending: "COMMIT TRANSACTION")
        }
        #expect(try fixture.database.book(fixture.book.id).status == .available)
        fixture.log.start()
        #expect(throws: DeskError.self) { try fixture.desk.handOver(DeskFixture.plainPhoto, by: fixture.alice) }
        fixture.expectOneTransaction(ending: "ROLLBACK TRANSACTION")
    }

    @Test("The async desk makes the same one transaction per scan")
    func oneTransactionPerAsyncScan() async throws {
        let fixture = try WatchedDesk()
        defer { fixture.remove() }
        for (user, action) in Self.scans(fixture) {
            fixture.log.start()
            try await fixture.desk.scan(DeskFixture.plainPhoto, action: action, by: user)
            fixture.expectOneTransaction(ending: "COMMIT TRANSACTION")
        }
    }
}

/// A desk on a watched store, with alice's book accepted for bob and waiting for its handover.
private struct WatchedDesk {
    let log = StatementLog()
    let folder: URL
    let database: AppDatabase
    let desk: LendingDesk
    let alice: User
    let bob: User
    let book: Book

    init() throws {
        folder = try TestPaths.scratchFolder("desk-transactions")
        database = try log.watchedStore(photoFolder: folder.path)
        desk = LendingDesk(database: database)
        alice = try database.createUser(UserProfile(username: "alice"))
        bob = try database.createUser(UserProfile(username: "bob"))
        book = try desk.addBook(from: DeskFixture.plainPhoto, title: "Numbers", authors: ["A"], by: alice).book
        let request = try database.requestBook(book.id, by: bob)
        try database.accept(request: request.id, pickup: PickupLocation(latitude: 1, longitude: 2, address: ""), by: alice)
    }

    /// What was recorded is one transaction, `BEGIN IMMEDIATE` first and `ending` last, with no
    /// statement before or after it.
    func expectOneTransaction(ending: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let statements = log.recorded()
        #expect(statements.first == "BEGIN IMMEDIATE TRANSACTION", "\(statements)", sourceLocation: sourceLocation)
        #expect(statements.last == ending, "\(statements)", sourceLocation: sourceLocation)
        let boundaries = statements.filter { $0.hasPrefix("BEGIN") || $0.hasPrefix("COMMIT") || $0.hasPrefix("ROLLBACK") }
        #expect(boundaries.count == 2, "\(statements)", sourceLocation: sourceLocation)
    }

    func remove() {
        try? FileManager.default.removeItem(at: folder)
    }
}
