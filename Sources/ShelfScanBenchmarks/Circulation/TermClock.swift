import Foundation
import LendingKit
import Synchronization

/// The benchmark's clock: the day the term has reached, moved on by the benchmark itself.
final class TermClock: Sendable {
    private let instant: Mutex<Date>

    init(_ start: Date) {
        instant = Mutex(start)
    }

    /// Puts the clock at `date`.
    func set(_ date: Date) {
        instant.withLock { $0 = date }
    }

    /// The store's view of this clock.
    var lendingClock: LendingClock {
        LendingClock { [self] in instant.withLock { $0 } }
    }
}
