import Dispatch
import Synchronization

/// Plays a recorded clip in step with the kiosk: the camera thread hands over frame `n` and waits
/// until the main thread has handled it and wants the next, which it does not while the station
/// waits for the member's keys (a PIN, a renewal answer). So a clip gives the same session however
/// fast the machine is and however long the member takes to type. A live camera never waits.
final class FrameDemand: Sendable {
    /// The newest frame the main thread has handled and wants the next after.
    private let granted = Mutex(-1)
    private let changed = DispatchSemaphore(value: 0)

    /// Camera thread: waits until frame `index` is handled and the next is wanted, or `stopping`.
    func waitForGrant(after index: Int, unless stopping: () -> Bool) {
        while granted.withLock({ $0 < index }), !stopping() {
            _ = changed.wait(timeout: .now() + .milliseconds(100))
        }
    }

    /// Main thread: the next frame after `index` may come.
    func grant(after index: Int) {
        granted.withLock { $0 = max($0, index) }
        changed.signal()
    }
}
