import GRDB

extension LendingTransaction {
    /// Charges what loan `loan`, now back, owes beyond what was charged while it was out (see
    /// `chargeAccruedFines`), and tells the borrower; returns what this return added to the account.
    ///
    /// The loan keeps one fine entry, which grows to the loan's whole fine: a payment or waiver
    /// made while the book was out stays counted against it, so what was settled is never charged
    /// again. A charge never shrinks, as what the library charged stands until it waives it.
    func chargeFine(for loan: Loan, policy: LendingPolicy) throws -> Money {
        let day = policy.calendar.day(of: now)
        let fine = policy.fine(of: loan, on: day)
        let before = try chargedFine(ofLoan: loan.id, currency: policy.currency)
        guard fine > before else { return .zero(policy.currency) }
        try charge(fine, to: loan, replacing: before)
        let days = policy.daysOverdue(dueDate: loan.dueDate, on: day)
        let earlier = before.minorUnits > 0 ? " (\(before) of it charged while it was out)" : ""
        try log(.fineCharged, bookID: loan.bookID, requestID: loan.requestID, loanID: loan.id,
                before: before.minorUnits > 0 ? "fine \(before) so far" : nil,
                after: "fine \(fine), \(days) day\(days == 1 ? "" : "s") overdue")
        let title = try book(loan.bookID).title
        try notify(loan.borrowerID, .fineCharged, "\"\(title)\" (book \(loan.bookID), loan \(loan.id)) came back \(days)"
                   + " day\(days == 1 ? "" : "s") late: fine \(fine)\(earlier)", bookID: loan.bookID, loanID: loan.id)
        return fine - before
    }

    /// Charges the fine each overdue loan from the acting owner to `borrowerID` has accrued so far,
    /// as its one fine entry, so that a payment or waiver can settle it while the book is still out
    /// (Koha keeps an accruing fine as a charge that grows the same way). The loan goes on accruing
    /// from there: only what is charged now leaves "accruing".
    func chargeAccruedFines(borrowerID: Int64, policy: LendingPolicy) throws {
        let today = policy.calendar.day(of: now)
        for row in try Row.fetchAll(db.cachedStatement(sql: Self.overdueSQL), arguments: [actor.id, borrowerID, today]) {
            let loan = try Loan(row: row)
            let before = Money(minorUnits: row["charged"], currency: policy.currency)
            let fine = policy.fine(of: loan, on: today)
            guard fine > before else { continue }
            try charge(fine, to: loan, replacing: before)
            try log(.fineCharged, bookID: loan.bookID, requestID: loan.requestID, loanID: loan.id,
                    before: before.minorUnits > 0 ? "fine \(before) so far" : nil,
                    after: "fine \(fine) so far, the book still out")
        }
    }

    /// Fines charged to borrower `borrowerID` by owner `ownerID`, less payments and waivers.
    func fineBalance(ownerID: Int64, borrowerID: Int64, currency: Currency) throws -> Money {
        let units = try Int64.fetchOne(db.cachedStatement(sql: Self.balanceSQL), arguments: [ownerID, borrowerID]) ?? 0
        return Money(minorUnits: units, currency: currency)
    }

    /// The fines accruing now on borrower `borrowerID`'s overdue loans from owner `ownerID`: what
    /// each has accrued beyond what was charged of it while it was out.
    func accruingFines(ownerID: Int64, borrowerID: Int64, policy: LendingPolicy) throws -> Money {
        let today = policy.calendar.day(of: now)
        let rows = try Row.fetchAll(db.cachedStatement(sql: Self.overdueSQL), arguments: [ownerID, borrowerID, today])
        return try rows.reduce(.zero(policy.currency)) { sum, row in
            let accrued = policy.fine(of: try Loan(row: row), on: today).minorUnits - (row["charged"] as Int64)
            return sum + Money(minorUnits: max(0, accrued), currency: policy.currency)
        }
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

    /// The acting owner records that `borrower` paid `amount`, or waives it (all they owe when
    /// `nil`): at most what is owed, charged and accruing; the accrued fines are charged first.
    func settleFines(_ kind: FineEntry.Kind, amount: Money?, borrower: User) throws -> FineAccount {
        try require(borrower.id != actor.id, "settle their own fines (only the lender records payments and waivers)")
        let policy = try LendingPolicy.fetch(ownerID: actor.id, db)
        if let amount {
            guard amount.currency == policy.currency else {
                throw CirculationError.invalidAmount(amount.description, reason: "this library's fines are in \(policy.currency)")
            }
            guard amount.minorUnits > 0 else { throw CirculationError.amountNotPositive(amount) }
        }
        let before = try fineAccount(owner: actor, borrower: borrower)
        let settled = amount ?? before.owed
        guard settled.minorUnits > 0 else {
            throw CirculationError.invalidAmount(settled.amount, reason: "\(borrower.username) owes nothing here")
        }
        guard settled <= before.owed else { throw CirculationError.moreThanOwed(amount: settled, owed: before.owed) }
        try chargeAccruedFines(borrowerID: borrower.id, policy: policy)
        try insertFineEntry(kind, amount: settled, ownerID: actor.id, borrowerID: borrower.id, loanID: nil)
        let after = try fineAccount(owner: actor, borrower: borrower)
        let verb = kind == .payment ? "paid" : "waived"
        try log(kind == .payment ? .finePaid : .fineWaived, bookID: nil, before: before.summary,
                after: "\(settled) \(verb); " + after.summary)
        try notify(borrower.id, .fineSettled, "\(actor.username) recorded \(settled) \(verb); " + after.borrowerNotice,
                   bookID: nil)
        return after
    }

    /// The fine charged so far for loan `loanID`: its one fine entry, or zero.
    private func chargedFine(ofLoan loanID: Int64, currency: Currency) throws -> Money {
        let units = try Int64.fetchOne(db.cachedStatement(sql: Self.chargedSQL), arguments: [loanID]) ?? 0
        return Money(minorUnits: units, currency: currency)
    }

    /// Makes `fine` the charge of `loan`: its fine entry grows, or is made when `before` is zero.
    private func charge(_ fine: Money, to loan: Loan, replacing before: Money) throws {
        if before.minorUnits > 0 {
            try db.cachedStatement(sql: "UPDATE fineEntry SET amount = ? WHERE loanID = ? AND kind = \(FineEntry.Kind.fine.sqlLiteral)")
                .execute(arguments: [fine.minorUnits, loan.id])
        } else {
            try insertFineEntry(.fine, amount: fine, ownerID: loan.lenderID, borrowerID: loan.borrowerID, loanID: loan.id)
        }
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

    private static let chargedSQL = """
        SELECT amount FROM fineEntry WHERE loanID = ? AND kind = \(FineEntry.Kind.fine.sqlLiteral)
        """

    /// The open loans from lender `?1` to borrower `?2` that are past due on day `?3`, each with
    /// what was charged of its fine so far (`charged`).
    private static let overdueSQL = """
        SELECT l.*, COALESCE(f.amount, 0) AS charged FROM loan l
        LEFT JOIN fineEntry f ON f.loanID = l.id AND f.kind = \(FineEntry.Kind.fine.sqlLiteral)
        WHERE l.lenderID = ?1 AND l.borrowerID = ?2 AND l.returnedAt IS NULL AND l.dueDate < ?3
        """
}
