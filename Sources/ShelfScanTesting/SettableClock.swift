import Foundation
import LendingKit
import Synchronization

/// A clock a test sets and moves on, so that due dates, fines and expiring holds are tested
/// without waiting: the store reads it through `lendingClock`.
///
/// ```swift
/// let clock = SettableClock(at: Date(timeIntervalSince1970: 1_795_000_000))
/// let store = try AppDatabase.inMemory(clock: clock.lendingClock)
/// clock.advance(days: 22)   // a 21-day loan is now a day overdue
/// ```
public final class SettableClock: Sendable {
    private let instant: Mutex<Date>

    /// A clock reading `start` until it is moved.
    public init(at start: Date) {
        instant = Mutex(start)
    }

    /// The time it reads now.
    public var now: Date { instant.withLock { $0 } }

    /// The clock as the store takes it.
    public var lendingClock: LendingClock {
        LendingClock { [self] in now }
    }

    /// Sets the time to `date`.
    public func set(_ date: Date) {
        instant.withLock { $0 = date }
    }

    /// Moves the time on by `days` whole days of 24 hours.
    public func advance(days: Int) {
        instant.withLock { $0 += TimeInterval(days) * 86_400 }
    }
}
