import GRDB

extension LendingTransaction {
    /// `.refused` for `action` when the lender's policy does not let the acting user borrow more:
    /// blocked by fines, or as many of its books out as the limit allows.
    ///
    /// Checked when a borrower asks for a book and at self-service checkout; an owner who accepts
    /// a request has already let it through.
    func requireBorrowingAllowed(from lenderID: Int64, action: String) throws {
        let policy = try LendingPolicy.fetch(ownerID: lenderID, db)
        try requireNotBlocked(ownerID: lenderID, borrowerID: actor.id, policy: policy, action: action)
        guard let limit = policy.maxLoans else { return }
        let count = try Int.fetchOne(db.cachedStatement(sql: Self.loanCountSQL), arguments: [lenderID, actor.id]) ?? 0
        guard count < limit else { throw CirculationError.refused(action: action, .tooManyLoans(count: count, limit: limit)) }
    }

    /// Open loans from lender `?1` to borrower `?2`.
    private static let loanCountSQL = "SELECT COUNT(*) FROM loan WHERE lenderID = ? AND borrowerID = ? AND returnedAt IS NULL"
}
