import CameraKit
import RasterKit

extension KioskStation {
    /// The `async` form of `handle(_:)` for an input: the PIN check (a deliberately slow hash)
    /// and the desk's reads and writes run on `WorkerThreads`, never on Swift's cooperative pool.
    ///
    /// ```swift
    /// var station = KioskStation(desk: desk, library: library)
    /// await station.handle(.cardTyped("LC-0042"))
    /// await station.handle(.pin("4711"))
    /// ```
    @discardableResult
    public mutating func handle(_ input: KioskInput) async -> [KioskFeedback] {
        await offPool { station in station.handle(input) }
    }

    /// The `async` form of `handle(_:)` for a camera frame.
    @discardableResult
    public mutating func handle(_ frame: StationFrame) async -> [KioskFeedback] {
        await offPool { station in station.handle(frame) }
    }

    /// The `async` form of `stop()`.
    @discardableResult
    public mutating func stop() async -> [KioskFeedback] {
        await offPool { station in station.stop() }
    }

    /// Runs `step` on a copy of the station on a worker thread, then keeps the copy: the station
    /// is a value, so the caller's one is changed only once the step is done.
    private mutating func offPool(_ step: @escaping @Sendable (inout KioskStation) -> [KioskFeedback]) async -> [KioskFeedback] {
        let before = self
        let (after, feedback) = await WorkerThreads.shared.run { () -> (KioskStation, [KioskFeedback]) in
            var station = before
            let feedback = step(&station)
            return (station, feedback)
        }
        self = after
        return feedback
    }
}
