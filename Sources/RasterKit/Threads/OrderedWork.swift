import Dispatch
import Foundation
import Synchronization

/// Runs numbered pieces of blocking work on threads of its own, several at once, and hands the
/// results back on the calling thread in number order: for batches (a folder of photos, a
/// benchmark's images) whose output must not depend on which thread finished first.
///
/// Threads of its own rather than Swift's cooperative pool or `WorkerThreads`: a batch blocks
/// its caller until it is done, and must not wait behind, or hold up, work queued there.
///
/// ```swift
/// OrderedWork.run(count: paths.count, jobs: 2, work: { index in decodeAndScan(paths[index]) }) { index, codes in
///     print(paths[index], codes)
/// }
/// ```
public enum OrderedWork {
    /// Runs `work` for every index in `0..<count` on `jobs` threads (at least one, at most
    /// `count`) and calls `deliver` with each result as soon as it and every earlier one are done.
    /// Returns when all are delivered.
    public static func run<Value: Sendable>(count: Int, jobs: Int, work: @escaping @Sendable (Int) -> Value,
                                            deliver: (Int, Value) -> Void) {
        guard count > 0 else { return }
        let state = Mutex(Deliveries<Value>(count: count))
        let ready = DispatchSemaphore(value: 0)
        for _ in 0..<max(1, min(jobs, count)) {
            Thread.detachNewThread {
                while let index = state.withLock({ $0.claim() }) {
                    let value = work(index)
                    state.withLock { $0.finish(index, value) }
                    ready.signal()
                }
            }
        }
        var delivered = 0
        while delivered < count {
            ready.wait()
            for (index, value) in state.withLock({ $0.takeReady() }) {
                deliver(index, value)
                delivered += 1
            }
        }
    }
}

/// Work claimed by the threads, and results held until every earlier one is in.
private struct Deliveries<Value>: ~Copyable {
    var next = 0
    let count: Int
    var results: [Int: Value] = [:]
    var nextToDeliver = 0

    init(count: Int) {
        self.count = count
    }

    mutating func claim() -> Int? {
        guard next < count else { return nil }
        defer { next += 1 }
        return next
    }

    mutating func finish(_ index: Int, _ value: Value) {
        results[index] = value
    }

    mutating func takeReady() -> [(Int, Value)] {
        var ready: [(Int, Value)] = []
        while let value = results.removeValue(forKey: nextToDeliver) {
            ready.append((nextToDeliver, value))
            nextToDeliver += 1
        }
        return ready
    }
}
