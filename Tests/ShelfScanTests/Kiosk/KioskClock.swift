import Foundation
import LendingKit
import Synchronization

/// A store clock a kiosk test moves on, for loans that fall overdue.
final class KioskClock: Sendable {
    private let instant: Mutex<Date>

    init(_ start: Date) {
        instant = Mutex(start)
    }

    /// Moves the time on by `days` whole days.
    func advance(days: Int) {
        instant.withLock { $0 += Double(days) * 86_400 }
    }

    /// The store's view of this clock.
    var lendingClock: LendingClock {
        LendingClock { [self] in instant.withLock { $0 } }
    }
}
