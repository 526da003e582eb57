import Dispatch
import Synchronization

/// Where a capture thread leaves frames for the scanning thread: one slot, so a frame that
/// arrives before the last was taken replaces it. A loop that falls behind scans the newest
/// frame and drops the ones in between, instead of working through a queue that only grows.
///
/// ```swift
/// let slot = NewestFrameSlot()
/// slot.put(frame)                   // capture thread
/// while let next = slot.take() { }  // scanning thread, until the capture thread calls finish
/// ```
public final class NewestFrameSlot: Sendable {
    private let state = Mutex(SlotState())
    /// Signalled at every put and at the finish; a taker that wakes to an empty slot waits again.
    private let arrivals = DispatchSemaphore(value: 0)

    /// An empty slot.
    public init() {}

    /// Leaves `frame` for the taker, dropping a frame still waiting there.
    public func put(_ frame: Frame) {
        state.withLock { state in
            if state.frame != nil { state.dropped += 1 }
            state.frame = frame
        }
        arrivals.signal()
    }

    /// Ends the stream: `take` returns what is left, then `nil` (or throws `error`).
    public func finish(throwing error: CameraError? = nil) {
        state.withLock { state in
            state.finished = true
            state.error = error
        }
        arrivals.signal()
    }

    /// Waits for the newest frame; `nil` once the stream has finished and the slot is empty, or
    /// once `stop` is requested (looked at every 100 ms while waiting).
    public func take(unless stop: ScanLoopStop = ScanLoopStop()) throws(CameraError) -> Frame? {
        while !stop.isRequested {
            let outcome = state.withLock { state -> Result<Frame?, CameraError>? in
                if let frame = state.frame {
                    state.frame = nil
                    return .success(frame)
                }
                guard state.finished else { return nil }
                return state.error.map { .failure($0) } ?? .success(nil)
            }
            if let outcome { return try outcome.get() }
            _ = arrivals.wait(timeout: .now() + .milliseconds(100))
        }
        return nil
    }

    /// Frames replaced before they were taken.
    public var dropped: Int { state.withLock { $0.dropped } }
}

private struct SlotState: Sendable {
    var frame: Frame?
    var finished = false
    var error: CameraError?
    var dropped = 0
}
