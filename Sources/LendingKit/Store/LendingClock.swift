import Foundation

/// Where LendingKit reads the time: every timestamp it stores comes from here, never from `Date()`.
///
/// The system clock in use; a fixed instant in tests, and to back-date a story (the CLI's
/// `SHELFSCAN_NOW`), so that rules that depend on time can be checked without waiting for it.
///
/// ```swift
/// let db = try AppDatabase.inMemory(clock: .fixed(at: Date(timeIntervalSince1970: 1_780_000_000)))
/// let loanStart = ...   // every operation's events and rows carry that instant
/// ```
public struct LendingClock: Sendable {
    private let reading: @Sendable () -> Date

    /// A clock that asks `reading` for the time.
    public init(_ reading: @escaping @Sendable () -> Date) {
        self.reading = reading
    }

    /// The system's wall clock.
    public static let system = LendingClock { Date() }

    /// A clock that always says `instant`.
    public static func fixed(at instant: Date) -> LendingClock {
        LendingClock { instant }
    }

    /// The time now, by this clock.
    public var now: Date { reading() }
}
