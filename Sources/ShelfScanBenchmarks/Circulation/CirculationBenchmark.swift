import Foundation
import LendingKit

/// Circulation at a school library's scale: a day's notices over 100,000 open loans, and
/// self-service checkouts with every rule checked, each timed against its target.
///
/// ```swift
/// let result = try CirculationBenchmark().run(databasePath: "/tmp/circulation.sqlite")
/// result.checkout.medianMilliseconds   // 1.2
/// ```
public struct CirculationBenchmark: Sendable {
    /// Open loans in the store.
    public var loans: Int
    /// Members who hold them.
    public var members: Int
    /// Checkouts timed, each of a free book by a member under the loan limit.
    public var checkouts: Int
    /// Successive days whose notices are timed; the first sends the most (every overdue loan).
    public var noticeDays: Int
    /// The seed of the choices.
    public var seed: UInt64

    /// A day's notices take under this many seconds.
    public static let noticeTarget = 2.0
    /// Half of the checkouts take under this many milliseconds.
    public static let checkoutTarget = 3.0
    /// The day the benchmark's term has reached: Wednesday 2 December 2026, 10:00 UTC.
    static let now = Date(timeIntervalSince1970: 1_796_205_600)

    /// A benchmark of the given sizes; the defaults are the sizes the targets are set for.
    public init(loans: Int = 100_000, members: Int = 20_000, checkouts: Int = 1_000, noticeDays: Int = 5,
                seed: UInt64 = 1) {
        self.loans = loans
        self.members = members
        self.checkouts = checkouts
        self.noticeDays = noticeDays
        self.seed = seed
    }

    /// Builds the store at `databasePath` (a new file) and times notices, checkouts and PIN checks.
    ///
    /// Needs at least two members and one loan.
    public func run(databasePath: String) throws -> CirculationBenchmarkResult {
        let clock = TermClock(Self.now)
        // Checkouts are timed after the member is logged in; the PIN's deliberate cost is timed on
        // its own below, at the standard rounds.
        let db = try AppDatabase.open(atPath: databasePath, clock: clock.lendingClock, pinHashing: PINHashing(rounds: 1_000))
        var random = SeededGenerator(seed: seed)
        let library = try db.createUser(UserProfile(username: CirculationFixture.libraryName))
        let policy = try CirculationFixture.policy()
        try db.updatePolicy(by: library) { $0 = policy }
        var sample = SampleLibrary(seed: seed)
        let setupStart = ContinuousClock.now
        let books = try db.importBooks(try sample.drafts(count: loans + checkouts).map { BookImport(owner: library, draft: $0) })
        let memberIDs = try CirculationFixture.seed(path: databasePath, library: library, books: books, loans: loans,
                                                    members: members, holds: loans / 50, now: Self.now, random: &random)
        let setupSeconds = (ContinuousClock.now - setupStart).seconds
        let notices = try timeNotices(db, library: library, clock: clock)
        let checkout = try timeCheckouts(db, library: library, books: Array(books[loans...]), memberIDs: memberIDs,
                                         random: &random)
        let pin = try timePINChecks(databasePath: databasePath, clock: clock, library: library)
        return CirculationBenchmarkResult(loans: loans, members: members, setupSeconds: setupSeconds,
                                          noticeDays: notices.days, noticesSent: notices.sent,
                                          notices: TimingSummary(seconds: notices.samples), checkouts: checkouts,
                                          checkout: TimingSummary(seconds: checkout), pinCheck: TimingSummary(seconds: pin))
    }

    /// Sends the notices of `noticeDays` successive days, the clock on each in turn.
    private func timeNotices(_ db: AppDatabase, library: User,
                             clock: TermClock) throws -> (samples: [Double], sent: [Int], days: Int) {
        var samples: [Double] = []
        var sent: [Int] = []
        for day in 0..<noticeDays {
            clock.set(Self.now.addingTimeInterval(Double(day) * 86_400))
            let start = ContinuousClock.now
            let run = try db.sendNotices(by: library)
            samples.append((ContinuousClock.now - start).seconds)
            sent.append(run.dueSoon + run.overdue)
        }
        clock.set(Self.now)
        return (samples, sent, noticeDays)
    }

    /// Checks out each free book once, by a random member (logged in beforehand), timing the
    /// checkout alone. A member's loans stay under the limit: each has a few from the fixture.
    private func timeCheckouts(_ db: AppDatabase, library: User, books: [Int64], memberIDs: [Int64],
                               random: inout SeededGenerator) throws -> [Double] {
        var sessions: [Int64: AuthenticatedMember] = [:]
        var samples: [Double] = []
        for (index, bookID) in books.prefix(checkouts).enumerated() {
            let member = (index * 7 + Int(random.next() % 5)) % memberIDs.count
            let session = try sessions[memberIDs[member]] ?? login(db, member: member, library: library)
            sessions[memberIDs[member]] = session
            let code = try db.book(bookID).codes[0]
            let start = ContinuousClock.now
            _ = try db.checkout([code], member: session)
            samples.append((ContinuousClock.now - start).seconds)
        }
        return samples
    }

    /// Sets the PIN of the `member`th member and logs them in.
    private func login(_ db: AppDatabase, member: Int, library: User) throws -> AuthenticatedMember {
        let card = String(format: "M-%05d", member)
        try db.setPIN(card: card, pin: "2468", library: library, by: library)
        return try db.authenticate(card: card, pin: "2468", library: library)
    }

    /// Times logging in with the standard PIN cost, a few times: the price of each session.
    private func timePINChecks(databasePath: String, clock: TermClock, library: User) throws -> [Double] {
        let db = try AppDatabase.open(atPath: databasePath, clock: clock.lendingClock)
        let card = String(format: "M-%05d", 0)
        try db.setPIN(card: card, pin: "13579", library: library, by: library)
        return try (0..<5).map { _ in
            let start = ContinuousClock.now
            _ = try db.authenticate(card: card, pin: "13579", library: library)
            return (ContinuousClock.now - start).seconds
        }
    }
}
