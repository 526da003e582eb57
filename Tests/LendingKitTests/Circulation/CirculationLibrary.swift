import Foundation
import ISBNKit
@testable import LendingKit

/// A store whose clock the test moves, with `alice` running a library under a policy the test
/// sets, and shortcuts for the steps of a circulation story.
struct CirculationLibrary {
    let clock: MovableClock
    let library: Library
    var db: AppDatabase { library.db }
    var alice: User { library.alice }
    var bob: User { library.bob }
    var carol: User { library.carol }
    var dave: User { library.dave }

    /// Monday 2 November 2026, 10:00 UTC.
    static let start = Date(timeIntervalSince1970: 1_793_613_600)

    init(policy configure: (inout LendingPolicy) throws -> Void = { _ in }) throws {
        clock = MovableClock(Self.start)
        library = try Library(db: AppDatabase.inMemory(clock: clock.lendingClock, pinHashing: PINHashing(rounds: 1_000)))
        var policy = try library.db.policy(of: library.alice)
        try configure(&policy)
        try library.db.updatePolicy(by: library.alice) { [policy] in $0 = policy }
    }

    /// The day the clock is on, in UTC.
    var today: LibraryDay { LibraryCalendar(timeZone: .gmt).day(of: clock.lendingClock.now) }

    /// Moves the clock on by `days` whole days.
    func advance(days: Int) {
        clock.advance(by: Double(days) * 86_400)
    }

    /// A day from its `YYYY-MM-DD` text.
    static func day(_ text: String) throws(CirculationError) -> LibraryDay {
        try LibraryDay(parsing: text)
    }

    /// A book of alice's library numbered `number`.
    @discardableResult
    func book(_ number: Int = 1, title: String = "Dune") throws -> Book {
        try library.addBook(title, by: alice, isbn: Library.isbn(number))
    }

    /// Lends `book` to `borrower` by request, acceptance and both scans.
    @discardableResult
    func lend(_ book: Book, to borrower: User) throws -> Loan {
        try library.lend(book, from: alice, to: borrower)
    }

    /// Both return scans of `book`, returning the loan as it ended.
    @discardableResult
    func giveBack(_ book: Book, from borrower: User) throws -> Loan {
        try db.scan(ScanTarget(code: book.scanCode, bookID: book.id), action: .eitherSide(.return), by: borrower).outcome
        guard case let .returned(loan) = try db.scan(ScanTarget(code: book.scanCode, bookID: book.id),
                                                     action: .eitherSide(.return), by: alice).outcome else {
            throw LendingError.storage("the second return scan did not end the loan")
        }
        return loan
    }

    /// `amount` in euros.
    static func euros(_ amount: String) throws(CirculationError) -> Money {
        try Money(parsing: amount, in: .euro)
    }

    /// The refusal `error` carries, if it is one.
    static func refusal(_ error: LendingError?) -> CirculationRefusal? {
        guard case let .circulation(.refused(_, refusal)) = error else { return nil }
        return refusal
    }
}
