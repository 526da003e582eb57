import Foundation
import Synchronization
@testable import LendingKit

/// A clock that stays where it is until a test moves it on.
final class MovableClock: Sendable {
    private let instant: Mutex<Date>

    init(_ start: Date) {
        instant = Mutex(start)
    }

    /// Moves the time on by `seconds`.
    func advance(by seconds: TimeInterval) {
        instant.withLock { $0 += seconds }
    }

    /// The store's view of this clock.
    var lendingClock: LendingClock {
        LendingClock { [self] in instant.withLock { $0 } }
    }
}
