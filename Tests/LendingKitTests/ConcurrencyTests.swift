import Foundation
import GRDB
import Testing
@testable import LendingKit

@Suite("Two connections racing")
struct ConcurrencyTests {
    /// Results gathered from racing threads.
    private final class Results: @unchecked Sendable {
        private let lock = NSLock()
        private var values: [Result<ScanOutcome?, LendingError>] = []

        func append(_ value: Result<ScanOutcome?, LendingError>) {
            lock.lock()
            values.append(value)
            lock.unlock()
        }

        var all: [Result<ScanOutcome?, LendingError>] {
            lock.lock()
            defer { lock.unlock() }
            return values
        }
    }

    /// Runs every operation at once on its own thread and returns what each did.
    private func race(_ operations: [@Sendable () throws -> ScanOutcome?]) -> [Result<ScanOutcome?, LendingError>] {
        let results = Results()
        DispatchQueue.concurrentPerform(iterations: operations.count) { index in
            do {
                results.append(.success(try operations[index]()))
            } catch {
                results.append(.failure(error as? LendingError ?? .storage("\(error)")))
            }
        }
        return results.all
    }

    @Test("accepting and scanning the same book from two pools: exactly one wins each race")
    func acceptAndScanRaces() throws {
        let path = try TemporaryDatabase.path()
        defer { TemporaryDatabase.remove(path) }
        let first = try AppDatabase.open(atPath: path)
        let library = try Library(db: first)
        let second = try AppDatabase.open(atPath: path)
        let (alice, bob, carol) = (library.alice, library.bob, library.carol)
        for round in 0..<25 {
            let book = try library.addBook("Round \(round)", by: alice)
            let bobs = try first.requestBook(book.id, by: bob)
            let carols = try second.requestBook(book.id, by: carol)

            // Two accepts of different requests, and a repeat of each, from both pools at once.
            let accepts = race([
                { try first.accept(request: bobs.id, pickup: Library.spot, by: alice); return nil },
                { try second.accept(request: carols.id, pickup: Library.spot, by: alice); return nil },
                { try second.accept(request: bobs.id, pickup: Library.spot, by: alice); return nil },
                { try first.accept(request: carols.id, pickup: Library.spot, by: alice); return nil },
            ])
            #expect(accepts.filter(\.succeeded).count == 1, "round \(round): \(accepts)")
            #expect(accepts.allSatisfy { result in
                if case let .failure(error) = result { return error.kind == .conflict }
                return true
            })
            let winner = try first.book(book.id).status == .accepted
                ? try second.requests(onBook: book.id, by: alice).first { $0.request.status == .accepted }
                : nil
            let borrower = winner?.borrower == "bob" ? bob : carol

            // Both sides scan twice, from both pools, all at once: one scan each counts, one loan.
            let scans = race([
                { try first.scan(.code(book.scanCode), action: .eitherSide(.handover), by: alice).outcome },
                { try second.scan(.code(book.scanCode), action: .eitherSide(.handover), by: alice).outcome },
                { try first.scan(.code(book.scanCode), action: .eitherSide(.handover), by: borrower).outcome },
                { try second.scan(.code(book.scanCode), action: .eitherSide(.handover), by: borrower).outcome },
            ])
            let outcomes = scans.compactMap { try? $0.get() }
            #expect(scans.filter(\.succeeded).count == 2)
            #expect(outcomes.count == 2, "round \(round): \(scans)")
            #expect(outcomes.filter { if case .loanStarted = $0 { return true } else { return false } }.count == 1)
            // A side's second scan is a conflict while the other's is awaited, and finds nothing once the loan started.
            #expect(scans.allSatisfy { result in
                if case let .failure(error) = result { return error.kind == .conflict || error.kind == .notFound }
                return true
            })
            #expect(try second.book(book.id).status == .borrowed)
        }
        #expect(try ConsistencyChecker.problems(in: first).isEmpty)
        let openLoans = try first.dbWriter.read { db in try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM loan") }
        #expect(openLoans == 25)
        let integrity = try second.dbWriter.read { db in try String.fetchAll(db, sql: "PRAGMA integrity_check") }
        #expect(integrity == ["ok"])
    }

    @Test("the schema itself refuses a second open loan or accepted request for one book")
    func schemaInvariants() throws {
        let library = try Library()
        let book = try library.addBook(by: library.alice)
        try library.lend(book, from: library.alice, to: library.bob)
        let carols = try library.db.dbWriter.write { db in
            try db.execute(sql: """
                INSERT INTO bookRequest (bookID, borrowerID, status, pickupLatitude, pickupLongitude, createdAt, updatedAt)
                VALUES (?, ?, 'completed', 0, 0, 0, 0)
                """, arguments: [book.id, library.carol.id])
            return db.lastInsertedRowID
        }
        #expect(throws: DatabaseError.self) {
            try library.db.dbWriter.write { db in
                try db.execute(sql: """
                    INSERT INTO loan (bookID, requestID, lenderID, borrowerID, startedAt) VALUES (?, ?, ?, ?, 0)
                    """, arguments: [book.id, carols, library.alice.id, library.carol.id])
            }
        }
        #expect(throws: DatabaseError.self) {
            try library.db.dbWriter.write { db in
                try db.execute(sql: """
                    INSERT INTO bookRequest (bookID, borrowerID, status, pickupLatitude, pickupLongitude, createdAt, updatedAt)
                    VALUES (?1, ?2, 'accepted', 0, 0, 0, 0), (?1, ?3, 'accepted', 0, 0, 0, 0)
                    """, arguments: [book.id, library.carol.id, library.dave.id])
            }
        }
    }
}

extension Result {
    /// Whether the operation returned instead of throwing.
    var succeeded: Bool {
        if case .success = self { return true }
        return false
    }
}
