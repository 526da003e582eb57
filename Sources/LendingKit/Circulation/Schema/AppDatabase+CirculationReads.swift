import GRDB

extension AppDatabase {
    /// Runs `work` on a read-only snapshot as `viewer`, with the time read once from `clock`: for
    /// what circulation shows (fines accruing, days overdue), which depends on the day.
    func read<T>(as viewer: User, _ work: (LendingTransaction) throws -> T) throws(LendingError) -> T {
        try read { db in try work(LendingTransaction(db: db, actor: viewer, now: clock.now)) }
    }

    /// `read(as:_:)` for async callers: the snapshot is read on GRDB's reader queues while the
    /// caller is suspended.
    func read<T: Sendable>(as viewer: User, _ work: @Sendable (LendingTransaction) throws -> T) async throws(LendingError) -> T {
        try await read { db in try work(LendingTransaction(db: db, actor: viewer, now: clock.now)) }
    }
}
