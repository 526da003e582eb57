import GRDB

extension LendingTransaction {
    /// `.refused` for `action` on book `bookID`, titled `title`, when the lender's `policy` does not let the acting
    /// user borrow more: blocked by fines, or as many of the lender's books borrowed or kept for
    /// them (accepted requests, other than one for this book) as the limit allows.
    ///
    /// Checked when a borrower asks for a book and at self-service checkout. Books kept for the
    /// borrower count because each becomes a loan at its handover without asking again.
    func requireBorrowingAllowed(from lenderID: Int64, policy: LendingPolicy, bookID: Int64, title: String,
                                 action: String) throws {
        try requireNotBlocked(ownerID: lenderID, borrowerID: actor.id, policy: policy, title: title, action: action)
        guard let limit = policy.maxLoans else { return }
        let count = try Int.fetchOne(db.cachedStatement(sql: Self.countSQL), arguments: [lenderID, actor.id, bookID]) ?? 0
        guard count < limit else { throw CirculationError.refused(action: action, .tooManyLoans(title: title, count: count, limit: limit)) }
    }

    /// Open loans from lender `?1` to borrower `?2`, and accepted requests of `?2` on `?1`'s books
    /// other than book `?3`.
    private static let countSQL = """
        SELECT (SELECT COUNT(*) FROM loan WHERE lenderID = ?1 AND borrowerID = ?2 AND returnedAt IS NULL)
             + (SELECT COUNT(*) FROM bookRequest r JOIN book b ON b.id = r.bookID
                WHERE r.borrowerID = ?2 AND r.status = \(RequestStatus.accepted.sqlLiteral) AND b.ownerID = ?1 AND r.bookID <> ?3)
        """
}
