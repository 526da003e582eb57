import Dispatch
import Foundation
import Synchronization

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
    /// One thread per core, shared by every module that offloads work.
    public static let shared = WorkerThreads(count: ProcessInfo.processInfo.activeProcessorCount)

    private let queue = Mutex<[@Sendable () -> Void]>([])
    private let waiting = DispatchSemaphore(value: 0)

    /// Starts `count` threads (at least one), which then wait for work for the life of the process.
    public init(count: Int) {
        for _ in 0..<max(1, count) {
            Thread.detachNewThread { [self] in
                while true {
                    waiting.wait()
                    let job = queue.withLock { $0.removeFirst() }
                    job()
                }
            }
        }
    }

    /// Runs `work` on one of the threads and returns what it returns, or throws what it throws,
    /// suspending the caller meanwhile.
    public func run<Value: Sendable, Failure: Error>(
        _ work: @escaping @Sendable () throws(Failure) -> Value
    ) async throws(Failure) -> Value {
        let result = await withCheckedContinuation { (continuation: CheckedContinuation<Result<Value, Failure>, Never>) in
            queue.withLock {
                $0.append {
                    continuation.resume(returning: Result { () throws(Failure) -> Value in try work() })
                }
            }
            waiting.signal()
        }
        return try result.get()
    }
}
