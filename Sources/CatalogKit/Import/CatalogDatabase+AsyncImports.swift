import Foundation
import Synchronization

extension CatalogDatabase {
    /// The `async` form of `importList(atPath:at:afterBatch:)`: the import runs on a thread of
    /// its own, as it reads a file and may take minutes, and `afterBatch` is called there.
    /// Cancelling the task stops the import after the batch it is on, with that batch stored.
    ///
    /// ```swift
    /// let summary = try await catalogue.importList(atPath: "goodreads_library_export.csv", at: Date())
    /// ```
    @discardableResult
    public func importList(atPath path: String, at date: Date,
                           afterBatch: @escaping @Sendable (ListImportSummary) -> Bool = { _ in false })
        async throws(ListImportError) -> ListImportSummary {
        try await Self.onThreadOfItsOwn { cancelled throws(ListImportError) in
            try importList(atPath: path, at: date) { summary in afterBatch(summary) || cancelled.isSet }
        }
    }

    /// The `async` form of `importDump(atPath:at:afterBatch:)`, on a thread of its own as
    /// `importList(atPath:at:afterBatch:)` is; a cancelled import resumes where it stopped when
    /// run again on the same file.
    ///
    /// ```swift
    /// let done = try await catalogue.importDump(atPath: "ol_dump_editions_latest.txt.gz", at: Date())
    /// ```
    @discardableResult
    public func importDump(atPath path: String, at date: Date,
                           afterBatch: @escaping @Sendable (DumpImportProgress) -> Bool = { _ in false })
        async throws(DumpImportError) -> DumpImportProgress {
        try await Self.onThreadOfItsOwn { cancelled throws(DumpImportError) in
            try importDump(atPath: path, at: date) { progress in afterBatch(progress) || cancelled.isSet }
        }
    }

    /// Runs `work` on a new thread while the caller is suspended, telling it through the flag it
    /// is given when the caller's task is cancelled.
    private static func onThreadOfItsOwn<Value: Sendable, Failure: Error>(
        _ work: @escaping @Sendable (CancellationFlag) throws(Failure) -> Value
    ) async throws(Failure) -> Value {
        let cancelled = CancellationFlag()
        let result = await withTaskCancellationHandler {
            await withCheckedContinuation { (continuation: CheckedContinuation<Result<Value, Failure>, Never>) in
                Thread.detachNewThread {
                    continuation.resume(returning: Result { () throws(Failure) -> Value in try work(cancelled) })
                }
            }
        } onCancel: {
            cancelled.set()
        }
        return try result.get()
    }
}

/// Set when a task is cancelled, read by work running outside it.
final class CancellationFlag: Sendable {
    private let value = Atomic(false)

    /// Marks the task as cancelled.
    func set() {
        value.store(true, ordering: .relaxed)
    }

    /// Whether it was.
    var isSet: Bool { value.load(ordering: .relaxed) }
}
