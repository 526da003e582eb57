import GRDB

extension AppDatabase {
    /// The lending policy of `owner`: `LendingPolicy.private` until they set one.
    ///
    /// ```swift
    /// try db.policy(of: alice).loanDays   // nil: alice lends without due dates
    /// ```
    public func policy(of owner: User) throws(LendingError) -> LendingPolicy {
        try read { db in try LendingPolicy.fetch(ownerID: owner.id, db) }
    }

    /// The `async` form of `policy(of:)`.
    public func policy(of owner: User) async throws(LendingError) -> LendingPolicy {
        try await read { db in try LendingPolicy.fetch(ownerID: owner.id, db) }
    }

    /// Changes the acting owner's policy with `change`, inside one transaction, so that two
    /// changes made at once both take effect; returns the policy stored.
    ///
    /// Loans already running keep their due dates and the terms they were lent on (`LoanTerms`:
    /// renewal limit, fine per day, grace days, fine cap); the new rules apply to loans from now on. `.invalidPolicy` names a setting out of range, and nothing changes.
    ///
    /// ```swift
    /// try db.updatePolicy(by: library) { $0.loanDays = 21; $0.renewals = 2 }
    /// ```
    @discardableResult
    public func updatePolicy(by owner: User,
                             _ change: (inout LendingPolicy) throws(CirculationError) -> Void) throws(LendingError) -> LendingPolicy {
        try write(by: owner) { tx in try tx.updatePolicy(change) }
    }

    /// The `async` form of `updatePolicy(by:_:)`.
    @discardableResult
    public func updatePolicy(by owner: User, _ change: @escaping @Sendable (inout LendingPolicy) throws(CirculationError) -> Void)
        async throws(LendingError) -> LendingPolicy {
        try await write(by: owner) { tx in try tx.updatePolicy(change) }
    }
}

extension LendingTransaction {
    /// The acting user's policy, changed by `change` and stored, with the change logged.
    func updatePolicy(_ change: (inout LendingPolicy) throws(CirculationError) -> Void) throws -> LendingPolicy {
        let before = try LendingPolicy.fetch(ownerID: actor.id, db)
        var policy = before
        try change(&policy)
        let stored = try policy.validated()
        guard stored != before else { return stored }
        try stored.save(ownerID: actor.id, at: now, db)
        let changed = zip(before.lines, stored.lines).filter { old, new in old.value != new.value }
        try log(.policyChanged, bookID: nil, before: changed.map { old, _ in "\(old.name) \(old.value)" }.joined(separator: "; "),
                after: changed.map { _, new in "\(new.name) \(new.value)" }.joined(separator: "; "))
        return stored
    }
}
