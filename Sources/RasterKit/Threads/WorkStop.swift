import Synchronization
import ShelfScanErrors

/// What a long job checks between its stages: whether its caller gave up on it (a cancelled task)
/// or its time ran out. A check costs an atomic load and, with a time limit, a clock read, so a
/// scan can make one between every two passes.
///
/// ```swift
/// let stop = WorkStop(timeLimit: .seconds(2))
/// let codes = try BarcodeScanner().scan(image, stop: stop)   // throws .timeLimitReached after 2 s
/// ```
public final class WorkStop: Sendable {
    private let cancelled = Atomic(false)
    /// The time the job may take, when it has a limit.
    public let timeLimit: Duration?
    /// When that time runs out.
    public let deadline: ContinuousClock.Instant?

    /// A stop for a job starting now, with `timeLimit` to finish in, if any.
    public init(timeLimit: Duration? = nil) {
        self.timeLimit = timeLimit
        deadline = timeLimit.map { ContinuousClock.now + $0 }
    }

    /// Tells the job its caller gave up on it; it stops at its next check.
    public func cancel() {
        cancelled.store(true, ordering: .relaxed)
    }

    /// Why the job should stop now, or `nil` when it should go on.
    public var reason: WorkStopped? {
        if cancelled.load(ordering: .relaxed) { return .cancelled }
        if let deadline, let timeLimit, ContinuousClock.now >= deadline { return .timeLimitReached(timeLimit) }
        return nil
    }

    /// Throws the reason to stop, if there is one.
    public func check() throws(WorkStopped) {
        if let reason { throw reason }
    }
}

/// Why a job stopped before its end.
public enum WorkStopped: Error, Sendable, Equatable, CustomStringConvertible {
    /// Its caller gave up on it.
    case cancelled
    /// It took longer than the time it was given.
    case timeLimitReached(Duration)

    /// A sentence saying why.
    public var description: String {
        switch self {
        case .cancelled: return "cancelled"
        case let .timeLimitReached(limit): return "took longer than its time limit of \(limit.secondsText)"
        }
    }
}

extension Duration {
    /// `2 s`, `0.25 s`: the duration in seconds, to the millisecond.
    var secondsText: String {
        let milliseconds = components.seconds * 1_000 + components.attoseconds / 1_000_000_000_000_000
        let whole = milliseconds / 1_000, fraction = milliseconds % 1_000
        guard fraction != 0 else { return "\(whole) s" }
        var digits = String(String(fraction + 1_000).dropFirst())
        while digits.hasSuffix("0") { digits.removeLast() }
        return "\(whole).\(digits) s"
    }
}

extension WorkStopped: ShelfScanError {
    /// `work.` and what went wrong, e.g. `work.cancelled`: stable, for programs to act on.
    public var code: String {
        switch self {
        case .cancelled: return "work.cancelled"
        case .timeLimitReached: return "work.timeLimitReached"
        }
    }
}
