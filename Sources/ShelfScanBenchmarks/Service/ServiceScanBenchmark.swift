import Foundation
import ShelfScan
import Synchronization

/// How the scans a service runs behave under it: how soon a cancelled scan gives its caller back
/// and frees its thread, and how late a heartbeat on Swift's cooperative pool runs while several
/// scans run, on worker threads (`PhotoScanner.scan(bytes:name:timeLimit:)`) and, for comparison,
/// on the pool itself as a blocking call.
///
/// ```swift
/// let result = await ServiceScanBenchmark(photos: uploads).run()
/// print(result.cancelToReturn.p95Milliseconds, result.heartbeatOnWorkers.p95Milliseconds)
/// ```
public struct ServiceScanBenchmark: Sendable {
    /// The uploads: each photo's bytes and name.
    public var photos: [(bytes: [UInt8], name: String)]
    /// How long each scan runs before it is cancelled.
    public var cancelAfter: Duration
    /// How many scans run at once while the heartbeat is timed.
    public var concurrentScans: Int
    /// How often the heartbeat wakes.
    public var heartbeat: Duration

    /// A benchmark of `photos`, cancelling each after `cancelAfter`, timing a heartbeat every
    /// `heartbeat` while `concurrentScans` scans run.
    public init(photos: [(bytes: [UInt8], name: String)], cancelAfter: Duration = .milliseconds(20),
                concurrentScans: Int = 8, heartbeat: Duration = .milliseconds(5)) {
        self.photos = photos
        self.cancelAfter = cancelAfter
        self.concurrentScans = concurrentScans
        self.heartbeat = heartbeat
    }

    /// Runs the three measurements, one after the other.
    public func run() async -> ServiceScanBenchmarkResult {
        let (returns, freed, finished) = await cancellations()
        let onWorkers = await heartbeatDelays {
            _ = try? await PhotoScanner().scan(bytes: $0.bytes, name: $0.name)
        }
        let blocking = await heartbeatDelays { photo in
            let scanner = PhotoScanner()
            _ = try? scanner.scanner.scan(scanner.decoder.decode(photo.bytes, source: photo.name))
        }
        return ServiceScanBenchmarkResult(photos: photos.count, finishedBeforeCancel: finished,
                                          cancelToReturn: TimingSummary(seconds: returns),
                                          cancelToThreadFree: TimingSummary(seconds: freed),
                                          heartbeatOnWorkers: TimingSummary(seconds: onWorkers),
                                          heartbeatBlocking: TimingSummary(seconds: blocking))
    }

    /// Each photo scanned on a pool of one thread and cancelled after `cancelAfter`: the seconds
    /// from the cancel to the caller's return and to the thread's next job, and how many scans
    /// ended before their cancel came.
    private func cancellations() async -> (returns: [Double], freed: [Double], finished: Int) {
        let pool = WorkerThreads(count: 1)
        let scanner = PhotoScanner(workers: pool)
        var returns: [Double] = [], freed: [Double] = [], finished = 0
        for photo in photos {
            let scan = Task { try await scanner.scan(bytes: photo.bytes, name: photo.name) }
            try? await Task.sleep(for: cancelAfter)
            let cancelled = ContinuousClock.now
            scan.cancel()
            let outcome = await scan.result
            let returned = ContinuousClock.now
            _ = try? await pool.runCancellable { _ in }
            let free = ContinuousClock.now
            if case .failure(is CancellationError) = outcome {
                returns.append((returned - cancelled).seconds)
                freed.append((free - cancelled).seconds)
            } else {
                finished += 1
            }
        }
        return (returns, freed, finished)
    }

    /// How late, in seconds, each beat of a heartbeat task came while `concurrentScans` tasks
    /// each ran `scan` on a photo.
    private func heartbeatDelays(_ scan: @escaping @Sendable ((bytes: [UInt8], name: String)) async -> Void) async -> [Double] {
        let scansDone = Flag()
        let beat = heartbeat
        // Beats are due on a fixed schedule, as requests from clients come whatever the server
        // does: one wake after a long block counts every beat it missed, each as late as it was.
        let heartbeat = Task {
            var delays: [Double] = []
            var due = ContinuousClock.now + beat
            while !scansDone.isSet {
                try? await Task.sleep(until: due, clock: .continuous)
                let now = ContinuousClock.now
                while due <= now {
                    delays.append((now - due).seconds)
                    due += beat
                }
            }
            return delays
        }
        let photos = photos
        await withTaskGroup(of: Void.self) { scans in
            for index in 0..<concurrentScans {
                scans.addTask { await scan(photos[index % photos.count]) }
            }
        }
        scansDone.set()
        return await heartbeat.value
    }
}

/// A flag one task sets and another reads.
private final class Flag: Sendable {
    private let value = Atomic(false)

    func set() {
        value.store(true, ordering: .relaxed)
    }

    var isSet: Bool { value.load(ordering: .relaxed) }
}
