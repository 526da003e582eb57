import Dispatch
import Synchronization

/// The kiosk's events, first in first out: posted from the camera, keyboard and signal threads,
/// taken by the main thread, which waits while there are none.
final class KioskEventQueue: Sendable {
    private let events = Mutex<[KioskEvent]>([])
    private let posted = DispatchSemaphore(value: 0)

    func post(_ event: KioskEvent) {
        events.withLock { $0.append(event) }
        posted.signal()
    }

    /// The oldest event, waiting for one.
    func take() -> KioskEvent {
        posted.wait()
        return events.withLock { $0.removeFirst() }
    }
}
