import Dispatch
import Synchronization

/// Runs async work from a synchronous command and waits for it: the command's thread is the
/// process's main thread, not one of Swift's cooperative pool, so blocking it starves no task.
enum BlockingWait {
    /// The value `work` returns, once it has.
    static func value<Value: Sendable>(of work: @escaping @Sendable () async -> Value) -> Value {
        let done = DispatchSemaphore(value: 0)
        let box = Mutex<Value?>(nil)
        Task.detached {
            let value = await work()
            box.withLock { $0 = value }
            done.signal()
        }
        done.wait()
        return box.withLock { value in
            // Set before the signal that ended the wait.
            value.take()!
        }
    }

    /// The value `work` returns, or the error it throws.
    static func result<Value: Sendable, Failure: Error>(
        of work: @escaping @Sendable () async throws(Failure) -> Value
    ) throws(Failure) -> Value {
        let outcome: Result<Value, Failure> = value {
            do throws(Failure) {
                return .success(try await work())
            } catch {
                return .failure(error)
            }
        }
        return try outcome.get()
    }
}
