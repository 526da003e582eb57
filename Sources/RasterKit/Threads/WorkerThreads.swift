import Dispatch
import Foundation
import Synchronization
import ShelfScanErrors

/// A fixed set of threads of its own for blocking work (decoding images, finding barcodes,
/// preparing photos), so that an `async` caller suspends while the work runs and Swift's
/// cooperative pool, which has only as many threads as cores, is never held up by it.
///
/// Jobs run in the order they arrive, at most `count` at once; the rest wait in a queue rather
/// than each taking a thread, so a burst of requests does not crowd the cores.
///
/// ```swift
/// let image = try await WorkerThreads.shared.run { () throws(ImageError) in
///     try ImageDecoder().decode(uploadBytes, source: "upload.jpg")
/// }
/// ```
public final class WorkerThreads: Sendable {
    /// One thread per core, shared by every module that offloads work; its queue has no limit.
    public static let shared = WorkerThreads(count: ProcessInfo.processInfo.activeProcessorCount)

    /// How many cancellable jobs may wait while every thread is busy; one more is refused at once
    /// (`WorkerThreadsError.queueFull`), so that a server can answer "busy" rather than make its
    /// clients wait without end. `nil`: no limit.
    public let queueLimit: Int?

    private let queue: Mutex<JobQueue>
    private let waiting = DispatchSemaphore(value: 0)

    /// Starts `count` threads (at least one), which then wait for work for the life of the
    /// process; at most `queueLimit` cancellable jobs wait for them.
    ///
    /// ```swift
    /// let scans = WorkerThreads(count: 4, queueLimit: 16)   // a server's own pool for uploads
    /// ```
    public init(count: Int, queueLimit: Int? = nil) {
        self.queueLimit = queueLimit.map { max(0, $0) }
        let threads = max(1, count)
        queue = Mutex(JobQueue(threads: threads))
        for _ in 0..<threads {
            Thread.detachNewThread { [self] in
                while true {
                    waiting.wait()
                    // A cancelled job leaves the queue but not the semaphore's count: nothing to run then.
                    guard let job = queue.withLock({ $0.next() }) else { continue }
                    job()
                    queue.withLock { $0.finished() }
                }
            }
        }
    }

    /// How many cancellable jobs wait for a thread now.
    public var waitingJobs: Int { queue.withLock(\.cancellableCount) }

    /// Runs `work` on one of the threads and returns what it returns, or throws what it throws,
    /// suspending the caller meanwhile. The job is neither refused nor cancelled: for short work
    /// that must end once begun, such as hashing a PIN or preparing a photo to store.
    public func run<Value: Sendable, Failure: Error>(
        _ work: @escaping @Sendable () throws(Failure) -> Value
    ) async throws(Failure) -> Value {
        let result = await withCheckedContinuation { (continuation: CheckedContinuation<Result<Value, Failure>, Never>) in
            queue.withLock {
                $0.append(id: nil) {
                    continuation.resume(returning: Result { () throws(Failure) -> Value in try work() })
                }
            }
            waiting.signal()
        }
        return try result.get()
    }

    /// Runs `work` on one of the threads as a job its caller may give up on, and returns what it
    /// returns, suspending the caller meanwhile.
    ///
    /// - A task cancelled before the call, or while its job waits, gets `CancellationError` and
    ///   the work never runs; one cancelled while it runs gets `CancellationError` at once, and
    ///   the work stops at its next `WorkStop.check()`, its result dropped.
    /// - With `timeLimit`, the work stops at its first check past it, and a job still waiting
    ///   then never runs: the caller gets `WorkStopped.timeLimitReached`.
    /// - When `queueLimit` jobs wait already, the call throws `WorkerThreadsError.queueFull` at once.
    ///
    /// ```swift
    /// let codes = try await pool.runCancellable(timeLimit: .seconds(5)) { stop in
    ///     try BarcodeScanner().scan(image, stop: stop)
    /// }
    /// ```
    public func runCancellable<Value: Sendable>(timeLimit: Duration? = nil,
                                                _ work: @escaping @Sendable (WorkStop) throws -> Value) async throws -> Value {
        try Task.checkCancellation()
        let stop = WorkStop(timeLimit: timeLimit)
        let job = CancellableJob<Value>()
        let id = queue.withLock { $0.newID() }
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                guard job.attach(continuation) else { return }
                let queued = queue.withLock { queue in
                    if let queueLimit, queue.cancellableCount >= queueLimit + queue.idleThreads { return false }
                    queue.append(id: id) {
                        guard job.start() else { return }
                        job.finish(Result {
                            do {
                                try stop.check()
                                return try work(stop)
                            } catch WorkStopped.cancelled {
                                throw CancellationError()
                            }
                        })
                    }
                    return true
                }
                if queued {
                    waiting.signal()
                } else {
                    job.finish(.failure(WorkerThreadsError.queueFull(limit: queueLimit ?? 0)))
                }
            }
        } onCancel: {
            stop.cancel()
            queue.withLock { $0.remove(id: id) }
            job.finish(.failure(CancellationError()))
        }
    }
}

/// Why `WorkerThreads.runCancellable` refused a job.
public enum WorkerThreadsError: Error, Sendable, Equatable, CustomStringConvertible {
    /// `limit` jobs wait already.
    case queueFull(limit: Int)

    /// A sentence saying why.
    public var description: String {
        switch self {
        case let .queueFull(limit): return "too busy: \(limit) jobs are waiting already; try again shortly"
        }
    }
}

/// The jobs waiting for a thread, in order; cancellable ones carry an id to be taken out by.
private struct JobQueue {
    private var jobs: [(id: UInt64?, run: @Sendable () -> Void)] = []
    private var lastID: UInt64 = 0
    private let threads: Int
    private var busyThreads = 0
    /// How many of the waiting jobs are cancellable: the ones `queueLimit` counts.
    private(set) var cancellableCount = 0

    init(threads: Int) {
        self.threads = threads
    }

    /// Threads with no job: as many waiting jobs are about to start rather than wait.
    var idleThreads: Int { threads - busyThreads }

    mutating func newID() -> UInt64 {
        lastID += 1
        return lastID
    }

    mutating func append(id: UInt64?, _ run: @escaping @Sendable () -> Void) {
        jobs.append((id, run))
        if id != nil { cancellableCount += 1 }
    }

    mutating func next() -> (@Sendable () -> Void)? {
        guard !jobs.isEmpty else { return nil }
        let job = jobs.removeFirst()
        if job.id != nil { cancellableCount -= 1 }
        busyThreads += 1
        return job.run
    }

    mutating func remove(id: UInt64) {
        guard let index = jobs.firstIndex(where: { $0.id == id }) else { return }
        jobs.remove(at: index)
        cancellableCount -= 1
    }

    /// A thread finished its job.
    mutating func finished() {
        busyThreads -= 1
    }
}

extension WorkerThreadsError: ShelfScanError {
    /// `workers.` and what went wrong, e.g. `workers.queueFull`: stable, for programs to act on.
    public var code: String {
        switch self {
        case .queueFull: return "workers.queueFull"
        }
    }
}
