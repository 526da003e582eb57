import Synchronization

/// One job of `WorkerThreads.runCancellable`: the continuation its caller waits on, resumed exactly
/// once, by whichever comes first: the job's end, its caller's cancellation, a full queue.
///
/// The caller's cancellation may come before the continuation exists (the task is cancelled
/// between the check and the wait); the outcome then waits here for it.
final class CancellableJob<Value: Sendable>: Sendable {
    private enum State {
        case waiting
        case attached(CheckedContinuation<Value, any Error>)
        case running(CheckedContinuation<Value, any Error>)
        case decided(Result<Value, any Error>?)
    }

    private let state = Mutex(State.waiting)

    /// Keeps `continuation` to resume; when the outcome came first, resumes it at once and
    /// returns `false`.
    func attach(_ continuation: CheckedContinuation<Value, any Error>) -> Bool {
        let early: Result<Value, any Error>? = state.withLock { state in
            guard case let .decided(outcome) = state else {
                state = .attached(continuation)
                return nil
            }
            state = .decided(nil)
            return outcome
        }
        guard let early else { return true }
        continuation.resume(with: early)
        return false
    }

    /// Marks the job as started on a thread; `false` when its caller has its outcome already.
    func start() -> Bool {
        state.withLock { state in
            guard case let .attached(continuation) = state else { return false }
            state = .running(continuation)
            return true
        }
    }

    /// Gives the caller `outcome`, unless it has one already.
    func finish(_ outcome: Result<Value, any Error>) {
        let continuation: CheckedContinuation<Value, any Error>? = state.withLock { state in
            switch state {
            case .waiting:
                state = .decided(outcome)
                return nil
            case let .attached(continuation), let .running(continuation):
                state = .decided(nil)
                return continuation
            case .decided:
                return nil
            }
        }
        continuation?.resume(with: outcome)
    }
}
