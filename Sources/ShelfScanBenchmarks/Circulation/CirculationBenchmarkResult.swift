/// The figures of a `CirculationBenchmark` run and the targets they are checked against.
public struct CirculationBenchmarkResult: Sendable, Hashable, Codable {
    /// Open loans in the store.
    public var loans: Int
    /// Members holding them.
    public var members: Int
    /// Seconds spent importing the books and writing the loans (not a target).
    public var setupSeconds: Double
    /// Days whose notices were timed.
    public var noticeDays: Int
    /// Notices sent each day, the first day's largest.
    public var noticesSent: [Int]
    /// Time per day's notices.
    public var notices: TimingSummary
    /// Checkouts timed.
    public var checkouts: Int
    /// Time per checkout, the member logged in.
    public var checkout: TimingSummary
    /// Time per login at the standard PIN cost.
    public var pinCheck: TimingSummary
    /// The slowest day's notices, and the checkout median.
    public var targets: [BenchmarkTarget]
    /// Whether both targets were met.
    public var passed: Bool

    /// The result of a run with these figures, checked against `CirculationBenchmark`'s targets.
    public init(loans: Int, members: Int, setupSeconds: Double, noticeDays: Int, noticesSent: [Int],
                notices: TimingSummary, checkouts: Int, checkout: TimingSummary, pinCheck: TimingSummary) {
        self.loans = loans
        self.members = members
        self.setupSeconds = setupSeconds
        self.noticeDays = noticeDays
        self.noticesSent = noticesSent
        self.notices = notices
        self.checkouts = checkouts
        self.checkout = checkout
        self.pinCheck = pinCheck
        targets = [
            BenchmarkTarget(name: "slowest day's notices", measured: notices.maxMilliseconds / 1000,
                            limit: CirculationBenchmark.noticeTarget, unit: "s"),
            BenchmarkTarget(name: "checkout median", measured: checkout.medianMilliseconds,
                            limit: CirculationBenchmark.checkoutTarget, unit: "ms"),
        ]
        passed = targets.allSatisfy(\.met)
    }
}
