import Foundation
import Synchronization

/// A clock that stands still until waited on: `wait` records the pause and moves the clock on by
/// it, so a test sees every wait the code asked for without sleeping.
final class RecordingClock: Sendable {
    private let state: Mutex<(now: Date, waits: [Duration])>

    /// A clock at `start`, chosen so that adding whole seconds stays exact in both of `Date`'s epochs.
    init(start: Date = Date(timeIntervalSince1970: 1_900_000_000)) {
        state = Mutex((start, []))
    }

    var now: Date { state.withLock { $0.now } }

    var waits: [Duration] { state.withLock { $0.waits } }

    /// The waits in seconds.
    var waitSeconds: [Double] {
        waits.map { Double($0.components.seconds) + Double($0.components.attoseconds) / 1e18 }
    }

    func advance(by seconds: TimeInterval) {
        state.withLock { $0.now.addTimeInterval(seconds) }
    }

    /// The `now` closure for the code under test.
    var nowFunction: @Sendable () -> Date {
        { [self] in now }
    }

    /// The `wait` closure for the code under test.
    var waitFunction: @Sendable (Duration) async throws -> Void {
        { [self] duration in
            state.withLock { state in
                state.waits.append(duration)
                state.now.addTimeInterval(Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18)
            }
        }
    }
}
