import Synchronization

/// Asks a running scan loop to stop after the frame it is on: from a signal handler's queue
/// (Ctrl-C), a task, or another thread.
///
/// ```swift
/// let stop = ScanLoopStop()
/// signalSource.setEventHandler { stop.request() }
/// let summary = try loop.run(source, stop: stop) { print($0.barcode.gtin13) }
/// ```
public final class ScanLoopStop: Sendable {
    private let requested = Atomic(false)

    /// A stop not yet requested.
    public init() {}

    /// Asks the loop to stop.
    public func request() {
        requested.store(true, ordering: .relaxed)
    }

    /// Whether a stop was asked for.
    public var isRequested: Bool { requested.load(ordering: .relaxed) }
}
