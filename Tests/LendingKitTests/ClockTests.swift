import Foundation
import Synchronization
import Testing
@testable import LendingKit

@Suite("The store's clock")
struct ClockTests {
    static let instant = Date(timeIntervalSince1970: 1_790_000_000)

    @Test("every timestamp an operation stores comes from the injected clock")
    func fixedClock() throws {
        let library = try Library(db: AppDatabase.inMemory(clock: .fixed(at: Self.instant)))
        let book = try library.addBook(by: library.alice)
        let loan = try library.lend(book, from: library.alice, to: library.bob)
        try library.db.scan(.code(book.scanCode), action: .eitherSide(.return), by: library.bob, comment: "Fine").outcome
        try library.db.scan(.code(book.scanCode), action: .eitherSide(.return), by: library.alice).outcome
        let rating = try library.db.rate(.loan(loan.id), stars: 4, by: library.alice)
        try library.db.markAllRead(by: library.bob)

        #expect(library.alice.createdAt == Self.instant)
        #expect(try library.db.book(book.id).createdAt == Self.instant)
        #expect(loan.startedAt == Self.instant)
        #expect(try library.db.read { db in try db.loan(loan.id) }.borrowerReturnedAt == Self.instant)
        #expect(rating.createdAt == Self.instant)
        let events = try library.db.events(ofBook: book.id)
        #expect(events.count == 8)
        #expect(events.allSatisfy { $0.at == Self.instant })
        let inbox = try library.db.inbox(of: library.bob)
        #expect(!inbox.isEmpty)
        #expect(inbox.allSatisfy { $0.createdAt == Self.instant && $0.readAt == Self.instant })
    }

    @Test("a clock that moves is read once per operation, when its transaction begins")
    func movingClock() throws {
        let ticks = TickingClock(start: Self.instant)
        let library = try Library(db: AppDatabase.inMemory(clock: ticks.clock))
        let before = ticks.reads
        let book = try library.addBook(by: library.alice)
        #expect(ticks.reads == before + 1)
        #expect(try library.db.events(ofBook: book.id).map(\.at) == [book.createdAt])
        #expect(book.createdAt == book.updatedAt)
    }
}

/// A clock a minute later on every reading, counting its readings.
private final class TickingClock: Sendable {
    private let state: Mutex<(now: Date, reads: Int)>

    init(start: Date) {
        state = Mutex((start, 0))
    }

    var reads: Int { state.withLock { $0.reads } }

    var clock: LendingClock {
        LendingClock { [self] in
            state.withLock { value in
                value.reads += 1
                value.now += 60
                return value.now
            }
        }
    }
}
