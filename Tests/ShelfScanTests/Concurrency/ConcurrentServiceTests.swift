import Foundation
import GRDB
import ShelfScan
import Synchronization
import Testing

/// Counts shared by the tasks of one run and the task that watches them.
private final class Progress: Sendable {
    let started = Atomic<Int>(0)
    let writesDone = Atomic<Int>(0)
}

/// One operation a service performs, and whether it writes to the store.
private struct Operation: Sendable {
    let writes: Bool
    let run: @Sendable () async throws -> String
}

@Suite("Scans and lending under concurrent load")
struct ConcurrentServiceTests {
    /// 200 operations at once while another connection holds the write lock: every task must
    /// start and wait without taking a thread of the cooperative pool, or the watching task could
    /// not run, see them all started, and let the lock go; no write may finish before it does.
    @Test("200 concurrent tasks mixing scans and lending operations finish right, and the pool keeps going",
          .timeLimit(.minutes(2)))
    func twoHundredTasks() async throws {
        let load = try ServiceLoad()
        defer { load.remove() }
        let operations = Self.operations(load)
        #expect(operations.count == 200)
        let (results, ticks, writesBeforeRelease) = try await Self.runWhileLocked(operations, load)
        #expect(ticks >= 100)
        #expect(writesBeforeRelease == 0, "writes finished while the lock was held: \(writesBeforeRelease)")
        #expect(results.count == 200)
        try Self.expectOutcomes(results, load)
    }

    /// The async forms of circulation, the book page, the kiosk and the catalogue, from 120 tasks
    /// while the write lock is held: none may take a thread of the pool while it waits.
    @Test("circulation, book pages, the kiosk and the catalogue wait for a lock without holding the pool",
          .timeLimit(.minutes(2)))
    func laterAsyncForms() async throws {
        let load = try ServiceLoad()
        defer { load.remove() }
        let catalog = try CatalogDatabase.inMemory()
        var operations: [Operation] = []
        for index in 0..<ServiceLoad.borrowerCount {
            let (borrower, book) = (load.borrowers[index], load.lentBooks[index])
            operations += [
                Operation(writes: true) {
                    "policy \(try await load.database.updatePolicy(by: load.owner) { $0.dueSoonDays = 2 }.dueSoonDays)"
                },
                Operation(writes: true) { "notices \(try await load.database.sendNotices(by: load.owner).overdue)" },
                Operation(writes: false) { "page \(try await load.desk.bookPage(book.id, as: borrower).book.title)" },
                Operation(writes: false) {
                    let holds = try await load.database.holds(of: borrower).count
                    let fines = try await load.database.fineAccounts(of: borrower).count
                    let lent = try await load.database.lentLoans(of: load.owner).count
                    return "lists \(holds) \(fines) \(lent)"
                },
                Operation(writes: false) {
                    var station = KioskStation(desk: load.desk, library: load.owner)
                    return "kiosk \(await station.handle(.cardTyped("NO-SUCH-CARD")).count)"
                },
                Operation(writes: false) { "catalogue \(try await catalog.searchTitles("dune").count)" },
            ]
        }
        let (results, ticks, writesBeforeRelease) = try await Self.runWhileLocked(operations, load)
        #expect(ticks >= 100)
        #expect(writesBeforeRelease == 0, "writes finished while the lock was held: \(writesBeforeRelease)")
        let count = { (text: String) in results.filter { $0 == text }.count }
        #expect(count("policy 2") == 20 && count("notices 0") == 20 && count("lists 0 0 0") == 20)
        #expect(results.filter { $0.hasPrefix("page Book ") }.count == 20)
        #expect(results.filter { $0.hasPrefix("kiosk ") }.count == 20 && count("catalogue 0") == 20)
    }

    /// Runs `operations` at once while another connection holds the write lock, which a watching
    /// task lets go once every operation has started and it has itself run 100 times: results,
    /// the watcher's runs, and the writes done before the lock went.
    private static func runWhileLocked(_ operations: [Operation], _ load: ServiceLoad) async throws -> ([String], Int, Int) {
        let progress = Progress()
        let release = DispatchSemaphore(value: 0)
        try load.holdWriteLock(until: release)
        return try await withThrowingTaskGroup(of: String?.self) { group in
            for operation in operations {
                group.addTask {
                    progress.started.add(1, ordering: .relaxed)
                    let result = try await operation.run()
                    if operation.writes { progress.writesDone.add(1, ordering: .relaxed) }
                    return result
                }
            }
            let watcher = Task {
                var ticks = 0
                while progress.started.load(ordering: .relaxed) < operations.count || ticks < 100 {
                    await Task.yield()
                    ticks += 1
                }
                let writes = progress.writesDone.load(ordering: .relaxed)
                release.signal()
                return (ticks, writes)
            }
            var results: [String] = []
            for try await result in group { results.append(result ?? "") }
            let (ticks, writes) = await watcher.value
            return (results, ticks, writes)
        }
    }

    /// 20 handovers by upload and 20 receptions by camera frame (the two scans of 20 loans), 40
    /// scans of frames, 20 requests, 20 messages, 20 new users, and 60 reads.
    private static func operations(_ load: ServiceLoad) -> [Operation] {
        var operations: [Operation] = []
        for index in 0..<ServiceLoad.borrowerCount {
            let (borrower, book, request) = (load.borrowers[index], load.lentBooks[index], load.requests[index])
            let (upload, frame) = (load.uploads[index], load.frames[index])
            operations += [
                Operation(writes: true) {
                    outcome(try await load.desk.handOver(.upload(bytes: upload, name: "upload \(index).png"), by: load.owner))
                },
                Operation(writes: true) {
                    outcome(try await load.desk.receive(.frame(frame, label: "frame \(index)"), by: borrower))
                },
                Operation(writes: false) { try await PhotoScanner().scan(frame).map(\.digits).joined() },
                Operation(writes: false) { try await PhotoScanner().scan(frame).map(\.digits).joined() },
                Operation(writes: true) {
                    "request \(try await load.database.requestBook(load.freeBooks[index].id, by: borrower).status)"
                },
                Operation(writes: true) {
                    "message \(try await load.database.sendMessage("On my way", on: request.id, by: borrower).text)"
                },
                Operation(writes: true) {
                    "user \(try await load.database.createUser(UserProfile(username: "newcomer\(index)")).username)"
                },
                Operation(writes: false) { "search \(try await load.database.search("book").count)" },
                Operation(writes: false) { "inbox \(try await load.database.inbox(of: borrower).isEmpty ? 0 : 1)" },
                Operation(writes: false) { "book \(try await load.database.book(book.id).title)" },
            ]
        }
        return operations
    }

    private static func outcome(_ scan: DeskScan) -> String {
        switch scan.outcome {
        case .waiting: return "scan waiting"
        case .loanStarted: return "scan loanStarted"
        case .giftTransferred: return "scan giftTransferred"
        case .returned: return "scan returned"
        }
    }

    private static func expectOutcomes(_ results: [String], _ load: ServiceLoad) throws {
        let count = { (text: String) in results.filter { $0 == text }.count }
        #expect(count("scan waiting") == 20)
        #expect(count("scan loanStarted") == 20)
        #expect(count("request pending") == 20)
        #expect(count("message On my way") == 20)
        #expect(results.filter { $0.hasPrefix("user newcomer") }.count == 20)
        #expect(results.filter { $0.hasPrefix("search ") }.count == 20)
        #expect(count("inbox 1") == 20)
        #expect(results.filter { $0.hasPrefix("book Book ") }.count == 20)
        let barcodes = Set(load.lentBooks.compactMap(\.isbn?.isbn13))
        #expect(results.filter(barcodes.contains).count == 40)
        for book in load.lentBooks {
            #expect(try load.database.book(book.id).status == .borrowed)
        }
        #expect(try load.database.borrowerEntries(of: load.borrowers[7], in: [.borrowed]).map(\.book.id) == [load.lentBooks[7].id])
    }
}
