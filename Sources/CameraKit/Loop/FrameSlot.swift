import Dispatch
import Synchronization

/// Where a capture thread leaves frames for the scanning thread: one slot.
///
/// For a live source a frame that arrives before the last was taken replaces it, so a loop that
/// falls behind scans the newest frame and drops the ones in between instead of working through a
/// queue that only grows. For a file the capture thread waits until the slot is free, so every
/// frame is scanned. Either way the scanning thread waits on the slot, not inside a read, so it
/// can stop when asked even while the source is blocked (a pipe with nothing more to say yet).
///
/// ```swift
/// let slot = FrameSlot(dropsOldFrames: true)
/// slot.put(frame)                   // capture thread
/// while let next = try slot.take() { }  // scanning thread, until the capture thread calls finish
/// ```
public final class FrameSlot: Sendable {
    /// Whether a new frame replaces one not yet taken (live sources) rather than waiting for it.
    public let dropsOldFrames: Bool
    private let state = Mutex(SlotState())
    /// Signalled at every put and at the finish; a taker that wakes to an empty slot waits again.
    private let arrivals = DispatchSemaphore(value: 0)
    /// Signalled at every take, for a putter waiting for the slot to be free.
    private let departures = DispatchSemaphore(value: 0)

    /// An empty slot.
    public init(dropsOldFrames: Bool) {
        self.dropsOldFrames = dropsOldFrames
    }

    /// Leaves `frame` for the taker: dropping a frame still waiting there, or, when the slot keeps
    /// every frame, waiting until it is taken or `shouldStop` says to give up (looked at every 100 ms).
    public func put(_ frame: Frame, unless shouldStop: () -> Bool = { false }) {
        while !dropsOldFrames, state.withLock({ $0.frame != nil }), !shouldStop() {
            _ = departures.wait(timeout: .now() + .milliseconds(100))
        }
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
                    departures.signal()
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

    /// Frames replaced before they were taken; always 0 when the slot keeps every frame.
    public var dropped: Int { state.withLock { $0.dropped } }
}

private struct SlotState: Sendable {
    var frame: Frame?
    var finished = false
    var error: CameraError?
    var dropped = 0
}
