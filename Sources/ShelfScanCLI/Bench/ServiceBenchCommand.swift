import ArgumentParser
import Foundation
import ShelfScan
import ShelfScanBenchmarks

/// `shelfscan bench service`: cancelled scans and a heartbeat, as a service runs scans.
struct ServiceBenchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "service",
        abstract: "Time how a service's scans cancel and how late its other tasks run meanwhile.",
        discussion: """
            Each photo is scanned as an upload (thorough mode) on a pool of one worker thread and \
            cancelled after --cancel-after-ms: prints the time from the cancel to the caller's \
            return and to the thread's next job. Then --concurrent scans run at once while a task \
            on Swift's cooperative pool has a beat due every 5 ms: prints how late the beats came, \
            with the scans on worker threads and, for comparison, as blocking calls on the pool. With \
            --max-cancel-ms it exits 1 when a caller waited longer than that after its cancel, and \
            with --max-free-ms when a cancelled scan held its thread longer than that (p95 each). \
            Build in release mode for meaningful timings.

              shelfscan bench service ../shared/books/books --limit 20
              shelfscan bench service ../shared/books/books --cancel-after-ms 5 --max-free-ms 50 --json
            """)

    @Argument(help: "Image files or folders.")
    var paths: [String]

    @Option(help: "How many of the photos found to use, in path order.")
    var limit = 20

    @Option(help: "How long each scan runs before it is cancelled, in milliseconds.")
    var cancelAfterMs = 20

    @Option(help: "How many scans run at once while the heartbeat is timed.")
    var concurrent = 8

    @Option(help: "Fail (exit 1) when the p95 time from a cancel to the caller's return is above this.")
    var maxCancelMs: Double?

    @Option(help: "Fail (exit 1) when the p95 time from a cancel to the thread's next job is above this.")
    var maxFreeMs: Double?

    @Flag(help: "Print the result as JSON.")
    var json = false

    func validate() throws {
        guard limit > 0 else { throw ValidationError("--limit must be at least 1, not \(limit)") }
        guard (0...10_000).contains(cancelAfterMs) else {
            throw ValidationError("--cancel-after-ms must be between 0 and 10000, not \(cancelAfterMs)")
        }
        guard (1...256).contains(concurrent) else { throw ValidationError("--concurrent must be between 1 and 256, not \(concurrent)") }
        for (name, limit) in [("--max-cancel-ms", maxCancelMs), ("--max-free-ms", maxFreeMs)] {
            if let limit, !(limit >= 0) { throw ValidationError("\(name) must be 0 or more, not \(limit)") }
        }
    }

    func run() throws {
        let photos: [(bytes: [UInt8], name: String)]
        do {
            photos = try ImageFileList.expand(paths).prefix(limit).map { path in
                (try FileContents.read(path: path, limit: DecodingLimits.standard.maxFileBytes), path)
            }
        } catch {
            StandardError.line("\(error)")
            throw ExitStatus.unreadable.exitCode
        }
        guard !photos.isEmpty else {
            StandardError.line("\(paths.joined(separator: " ")): no image files")
            throw ExitStatus.unreadable.exitCode
        }
        let benchmark = ServiceScanBenchmark(photos: photos, cancelAfter: .milliseconds(cancelAfterMs),
                                             concurrentScans: concurrent)
        let result = BlockingWait.value { await benchmark.run() }
        if json {
            print(ShelfScanJSON.line(result))
        } else {
            print(text(result))
        }
        var missed = false
        for (what, timing, limit) in [("cancel to return", result.cancelToReturn, maxCancelMs),
                                      ("cancel to thread free", result.cancelToThreadFree, maxFreeMs)] {
            guard let limit, timing.p95Milliseconds > limit else { continue }
            StandardError.line("target missed: p95 from \(what) \(timing.p95Milliseconds) ms, at most \(limit) allowed")
            missed = true
        }
        if missed { throw ExitStatus.invalidInput.exitCode }
    }

    private func text(_ result: ServiceScanBenchmarkResult) -> String {
        let timed = result.photos - result.finishedBeforeCancel
        return """
            \(result.photos) photos, cancelled after \(cancelAfterMs) ms (\(timed) still running then):
              cancel to return:      \(Self.summary(result.cancelToReturn))
              cancel to thread free: \(Self.summary(result.cancelToThreadFree))
            heartbeat lateness with \(concurrent) scans running:
              on worker threads:     \(Self.summary(result.heartbeatOnWorkers))
              blocking the pool:     \(Self.summary(result.heartbeatBlocking))
            """
    }

    private static func summary(_ timing: TimingSummary) -> String {
        String(format: "median %.2f ms, p95 %.2f ms, max %.2f ms",
               timing.medianMilliseconds, timing.p95Milliseconds, timing.maxMilliseconds)
    }
}
