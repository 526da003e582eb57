import Dispatch
import Foundation
import RasterKit
import Synchronization
import Testing

/// `WorkerThreads.runCancellable`: jobs a caller may give up on, a queue with a limit, a time limit.
///
/// The jobs here wait on semaphores the test releases, so each test says in what order things
/// happen without waiting for time to pass.
@Suite("Cancellable jobs on worker threads")
struct CancellableJobTests {
    /// A job that runs until it is released, counting its runs.
    private final class Blocker: Sendable {
        let started = DispatchSemaphore(value: 0)
        let release = DispatchSemaphore(value: 0)
        let runs = Atomic(0)

        func work(_ stop: WorkStop) -> Int {
            runs.add(1, ordering: .relaxed)
            started.signal()
            release.wait()
            return 7
        }
    }

    @Test("a task cancelled before the call gets CancellationError and its work never runs")
    func cancelledBefore() async throws {
        let pool = WorkerThreads(count: 1)
        let runs = Atomic(0)
        let task = Task {
            withUnsafeCurrentTask { $0?.cancel() }
            return try await pool.runCancellable { _ in runs.add(1, ordering: .relaxed) }
        }
        await #expect(throws: CancellationError.self) { try await task.value }
        #expect(try await pool.runCancellable { _ in 5 } == 5)
        let ran = runs.load(ordering: .relaxed)
        #expect(ran == 0)
    }

    @Test("a running job's caller gets CancellationError without waiting for the work, which sees the stop")
    func cancelledWhileRunning() async throws {
        let pool = WorkerThreads(count: 1)
        let sawStop = Atomic(false)
        let blocker = Blocker()
        let task = Task {
            try await pool.runCancellable { stop in
                blocker.started.signal()
                while stop.reason == nil { usleep(200) }
                sawStop.store(stop.reason == .cancelled, ordering: .relaxed)
                // Still running when its caller returns: the caller must not wait for this.
                blocker.release.wait()
                return 1
            }
        }
        await Self.wait(for: blocker.started)
        task.cancel()
        await #expect(throws: CancellationError.self) { try await task.value }
        blocker.release.signal()
        #expect(try await pool.runCancellable { _ in 2 } == 2)
        let stopSeen = sawStop.load(ordering: .relaxed)
        #expect(stopSeen)
    }

    @Test("a waiting job that is cancelled leaves the queue: its work never runs, the pool goes on")
    func cancelledWhileWaiting() async throws {
        let pool = WorkerThreads(count: 1)
        let blocker = Blocker()
        let first = Task { try await pool.runCancellable(blocker.work) }
        await Self.wait(for: blocker.started)
        let queuedRuns = Atomic(0)
        let second = Task { try await pool.runCancellable { _ in queuedRuns.add(1, ordering: .relaxed) } }
        while pool.waitingJobs == 0 { await Task.yield() }
        second.cancel()
        await #expect(throws: CancellationError.self) { try await second.value }
        #expect(pool.waitingJobs == 0)
        blocker.release.signal()
        #expect(try await first.value == 7)
        #expect(try await pool.runCancellable { _ in 3 } == 3)
        let queuedRan = queuedRuns.load(ordering: .relaxed)
        #expect(queuedRan == 0)
    }

    @Test("with the queue full a job is refused at once, naming the limit; the others still run")
    func queueFull() async throws {
        let pool = WorkerThreads(count: 1, queueLimit: 1)
        let blocker = Blocker()
        let running = Task { try await pool.runCancellable(blocker.work) }
        await Self.wait(for: blocker.started)
        let waiting = Task { try await pool.runCancellable { _ in 8 } }
        while pool.waitingJobs == 0 { await Task.yield() }
        await #expect(throws: WorkerThreadsError.queueFull(limit: 1)) { try await pool.runCancellable { _ in 9 } }
        #expect(WorkerThreadsError.queueFull(limit: 1).description == "too busy: 1 jobs are waiting already; try again shortly")
        blocker.release.signal()
        #expect(try await running.value == 7)
        #expect(try await waiting.value == 8)
        // The limit counts jobs that wait: one an idle thread takes at once is never refused.
        #expect(try await WorkerThreads(count: 1, queueLimit: 0).runCancellable { _ in 4 } == 4)
    }

    @Test("a job past its time limit stops at its next check; one that waited past it never runs")
    func timeLimit() async throws {
        let pool = WorkerThreads(count: 1)
        await #expect(throws: WorkStopped.timeLimitReached(.milliseconds(1))) {
            try await pool.runCancellable(timeLimit: .milliseconds(1)) { stop in
                while true { try stop.check() }
            }
        }
        let blocker = Blocker()
        let running = Task { try await pool.runCancellable(blocker.work) }
        await Self.wait(for: blocker.started)
        let runs = Atomic(0)
        let late = Task { try await pool.runCancellable(timeLimit: .zero) { _ in runs.add(1, ordering: .relaxed) } }
        while pool.waitingJobs == 0 { await Task.yield() }
        blocker.release.signal()
        _ = try await running.value
        await #expect(throws: WorkStopped.timeLimitReached(.zero)) { try await late.value }
        let lateRan = runs.load(ordering: .relaxed)
        #expect(lateRan == 0)
        #expect(WorkStopped.timeLimitReached(.milliseconds(2500)).description == "took longer than its time limit of 2.5 s")
    }

    @Test("what the work throws reaches the caller as it is")
    func workErrors() async throws {
        struct Refused: Error, Equatable {}
        await #expect(throws: Refused()) { try await WorkerThreads.shared.runCancellable { _ in throw Refused() } }
    }

    /// Waits for `semaphore` on a thread of its own, not on the cooperative pool.
    private static func wait(for semaphore: DispatchSemaphore) async {
        await withCheckedContinuation { continuation in
            Thread.detachNewThread {
                semaphore.wait()
                continuation.resume()
            }
        }
    }
}
