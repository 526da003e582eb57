import GRDB

extension LendingTransaction {
    /// Charges the fine loan `loan` owes now that it is back, if any, to its borrower's account with
    /// its lender, and tells the borrower; returns it.
    func chargeFine(for loan: Loan, policy: LendingPolicy) throws -> Money {
        let fine = policy.fine(of: loan, on: policy.calendar.day(of: now))
        guard fine.minorUnits > 0 else { return fine }
        try insertFineEntry(.fine, amount: fine, ownerID: loan.lenderID, borrowerID: loan.borrowerID, loanID: loan.id)
        let days = policy.daysOverdue(dueDate: loan.dueDate, on: policy.calendar.day(of: now))
        try log(.fineCharged, bookID: loan.bookID, requestID: loan.requestID, loanID: loan.id, before: nil,
                after: "fine \(fine), \(days) day\(days == 1 ? "" : "s") overdue")
        let title = try book(loan.bookID).title
        try notify(loan.borrowerID, .fineCharged, "\"\(title)\" (book \(loan.bookID), loan \(loan.id)) came back \(days)"
                   + " day\(days == 1 ? "" : "s") late: fine \(fine)", bookID: loan.bookID, loanID: loan.id)
        return fine
    }

    /// Fines charged to borrower `borrowerID` by owner `ownerID`, less payments and waivers.
    func fineBalance(ownerID: Int64, borrowerID: Int64, currency: Currency) throws -> Money {
        let units = try Int64.fetchOne(db.cachedStatement(sql: Self.balanceSQL), arguments: [ownerID, borrowerID]) ?? 0
        return Money(minorUnits: units, currency: currency)
    }

    /// The fines accruing now on borrower `borrowerID`'s overdue loans from owner `ownerID`.
    func accruingFines(ownerID: Int64, borrowerID: Int64, policy: LendingPolicy) throws -> Money {
        let today = policy.calendar.day(of: now)
        let loans = try Loan.fetchAll(db.cachedStatement(sql: Self.overdueSQL), arguments: [ownerID, borrowerID, today])
        return loans.reduce(.zero(policy.currency)) { $0 + policy.fine(of: $1, on: today) }
    }

    /// What borrower `borrowerID` owes owner `ownerID`, charged and accruing.
    func owed(ownerID: Int64, borrowerID: Int64, policy: LendingPolicy) throws -> Money {
        try fineBalance(ownerID: ownerID, borrowerID: borrowerID, currency: policy.currency)
            + accruingFines(ownerID: ownerID, borrowerID: borrowerID, policy: policy)
    }

    /// `.refused(.blockedByFines)` for `action` on `title` when the owner's policy blocks the borrower.
    func requireNotBlocked(ownerID: Int64, borrowerID: Int64, policy: LendingPolicy, title: String,
                           action: String) throws {
        guard let limit = policy.blockAt else { return }
        let owed = try owed(ownerID: ownerID, borrowerID: borrowerID, policy: policy)
        if policy.blocks(owing: owed) {
            throw CirculationError.refused(action: action, .blockedByFines(title: title, owed: owed, limit: limit))
        }
    }

    /// The account of borrower `borrower` with owner `owner`.
    func fineAccount(owner: User, borrower: User) throws -> FineAccount {
        let policy = try LendingPolicy.fetch(ownerID: owner.id, db)
        let entries = try FineEntry.fetchAll(db, sql: "SELECT * FROM fineEntry WHERE ownerID = ? AND borrowerID = ? ORDER BY id",
                                             arguments: [owner.id, borrower.id])
        let balance = try fineBalance(ownerID: owner.id, borrowerID: borrower.id, currency: policy.currency)
        let accruing = try accruingFines(ownerID: owner.id, borrowerID: borrower.id, policy: policy)
        return FineAccount(owner: owner.username, borrower: borrower.username, balance: balance, accruing: accruing,
                           entries: entries, isBlocked: policy.blocks(owing: balance + accruing))
    }

    /// The acting owner records that `borrower` paid `amount`, or waives it; at most the balance.
    func settleFines(_ kind: FineEntry.Kind, amount: Money?, borrower: User) throws -> FineAccount {
        try require(borrower.id != actor.id, "settle their own fines (only the lender records payments and waivers)")
        let policy = try LendingPolicy.fetch(ownerID: actor.id, db)
        let balance = try fineBalance(ownerID: actor.id, borrowerID: borrower.id, currency: policy.currency)
        let settled = amount ?? balance
        guard settled.currency == policy.currency else {
            throw CirculationError.invalidAmount(settled.description, reason: "this library's fines are in \(policy.currency)")
        }
        guard settled.minorUnits > 0 else {
            throw CirculationError.invalidAmount(settled.amount, reason: "\(borrower.username) owes nothing here")
        }
        guard settled <= balance else { throw CirculationError.moreThanOwed(amount: settled, balance: balance) }
        try insertFineEntry(kind, amount: settled, ownerID: actor.id, borrowerID: borrower.id, loanID: nil)
        let verb = kind == .payment ? "paid" : "waived"
        try log(kind == .payment ? .finePaid : .fineWaived, bookID: nil, before: "\(borrower.username) owes \(balance)",
                after: "\(settled) \(verb), \(borrower.username) owes \(balance - settled)")
        try notify(borrower.id, .fineSettled, "\(actor.username) recorded \(settled) \(verb); you owe \(balance - settled)",
                   bookID: nil)
        return try fineAccount(owner: actor, borrower: borrower)
    }

    private func insertFineEntry(_ kind: FineEntry.Kind, amount: Money, ownerID: Int64, borrowerID: Int64,
                                 loanID: Int64?) throws {
        try db.cachedStatement(sql: """
            INSERT INTO fineEntry (ownerID, borrowerID, loanID, kind, amount, actorID, at) VALUES (?, ?, ?, ?, ?, ?, ?)
            """).execute(arguments: [ownerID, borrowerID, loanID, kind, amount.minorUnits, actor.id, now])
    }

    private static let balanceSQL = """
        SELECT SUM(CASE kind WHEN \(FineEntry.Kind.fine.sqlLiteral) THEN amount ELSE -amount END)
        FROM fineEntry WHERE ownerID = ? AND borrowerID = ?
        """

    /// The open loans from lender `?1` to borrower `?2` that are past due on day `?3`.
    private static let overdueSQL = """
        SELECT * FROM loan WHERE lenderID = ?1 AND borrowerID = ?2 AND returnedAt IS NULL AND dueDate < ?3
        """
}
