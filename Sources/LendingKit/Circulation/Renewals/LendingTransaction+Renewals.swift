import GRDB

extension LendingTransaction {
    /// The acting user, the borrower or the lender, renews open loan `id` under the lender's policy
    /// and the terms the loan was lent on (its renewal limit and grace days).
    ///
    /// The rules run in the order a member is best told them: a loan without a due date has nothing
    /// to renew; then the renewal limit, a waiting hold (when the policy says so), an overdue past
    /// the grace days, and fines above the block. The new due date counts from the current one
    /// (Koha's default base), moved to the next open day.
    func renew(loan id: Int64) throws -> Loan {
        let loan = try loan(id)
        try require(actor.id == loan.borrowerID || actor.id == loan.lenderID,
                    "renew loan \(id) (only its borrower and lender may)")
        let action = "renew loan \(id)"
        let book = try book(loan.bookID)
        guard loan.isOpen else { throw CirculationError.refused(action: action, .loanEnded(loanID: id)) }
        let policy = try LendingPolicy.fetch(ownerID: loan.lenderID, db)
        guard let dueDate = loan.dueDate, let days = policy.daysPerRenewal else {
            throw CirculationError.refused(action: action, .noDueDate(loanID: id))
        }
        let terms = loan.terms(in: policy.currency)
        guard loan.renewals < terms.renewals else {
            throw CirculationError.refused(action: action, .renewalLimit(title: book.title, count: loan.renewals))
        }
        let overdue = policy.daysOverdue(dueDate: dueDate, on: policy.calendar.day(of: now))
        if policy.holdBlocksRenewal, try hasWaitingHold(bookID: loan.bookID) {
            throw CirculationError.refused(action: action, .someoneWaiting(title: book.title, daysOverdue: overdue))
        }
        guard overdue <= terms.graceDays else {
            throw CirculationError.refused(action: action, .overdueTooLong(title: book.title, days: overdue, grace: terms.graceDays))
        }
        try requireNotBlocked(ownerID: loan.lenderID, borrowerID: loan.borrowerID, policy: policy, title: book.title,
                              action: action)
        let newDue = policy.calendar.openDay(onOrAfter: dueDate.adding(days: days))
        try db.cachedStatement(sql: "UPDATE loan SET dueDate = ?, renewals = renewals + 1 WHERE id = ?")
            .execute(arguments: [newDue, id])
        try log(.renewed, bookID: loan.bookID, requestID: loan.requestID, loanID: id,
                before: "due \(dueDate), renewed \(loan.renewals) times",
                after: "due \(newDue), renewed \(loan.renewals + 1) times")
        let other = actor.id == loan.borrowerID ? loan.lenderID : loan.borrowerID
        try notify(other, .renewed, "\(actor.username) renewed \"\(book.title)\" (book \(book.id), loan \(id)): due \(newDue)",
                   bookID: book.id, loanID: id)
        return try self.loan(id)
    }

    /// Whether a hold waits in the queue of book `bookID`.
    func hasWaitingHold(bookID: Int64) throws -> Bool {
        try Bool.fetchOne(db.cachedStatement(sql: """
            SELECT EXISTS (SELECT 1 FROM hold WHERE bookID = ? AND status = \(HoldStatus.waiting.sqlLiteral))
            """), arguments: [bookID]) ?? false
    }
}
