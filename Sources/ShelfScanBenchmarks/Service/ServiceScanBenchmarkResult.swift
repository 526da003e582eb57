/// What `ServiceScanBenchmark` measured.
public struct ServiceScanBenchmarkResult: Sendable, Codable, Equatable {
    /// How many photos were scanned and cancelled.
    public var photos: Int
    /// How many of them finished before their cancel came (not timed).
    public var finishedBeforeCancel: Int
    /// From a scan's cancel to its caller's return with `CancellationError`.
    public var cancelToReturn: TimingSummary
    /// From a scan's cancel to the moment its thread ran the next job: how long the cancelled work
    /// went on to its next check.
    public var cancelToThreadFree: TimingSummary
    /// How late each beat of a heartbeat due every 5 ms on Swift's cooperative pool came while
    /// the scans ran on worker threads.
    public var heartbeatOnWorkers: TimingSummary
    /// The same while the scans ran on the cooperative pool as blocking calls.
    public var heartbeatBlocking: TimingSummary
}
