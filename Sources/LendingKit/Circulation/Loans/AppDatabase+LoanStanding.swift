import GRDB

extension AppDatabase {
    /// Loan `id` as its borrower or lender sees it today: due date, days overdue, fine.
    ///
    /// ```swift
    /// try db.standing(ofLoan: 4, by: bob).daysOverdue   // 3
    /// ```
    public func standing(ofLoan id: Int64, by viewer: User) throws(LendingError) -> LoanStanding {
        try read(as: viewer) { tx in try Self.standing(ofLoan: id, by: viewer, tx) }
    }

    /// The `async` form of `standing(ofLoan:by:)`.
    public func standing(ofLoan id: Int64, by viewer: User) async throws(LendingError) -> LoanStanding {
        try await read(as: viewer) { tx in try Self.standing(ofLoan: id, by: viewer, tx) }
    }

    private static func standing(ofLoan id: Int64, by viewer: User, _ tx: LendingTransaction) throws -> LoanStanding {
        let loan = try tx.loan(id)
        try tx.require(viewer.id == loan.borrowerID || viewer.id == loan.lenderID,
                       "see loan \(id) (only its borrower and lender may)")
        return try tx.standing(of: loan, policy: LendingPolicy.fetch(ownerID: loan.lenderID, tx.db))
    }

    /// The standings of `loans`, in order; each must be `viewer`'s, as borrower or lender. Each
    /// lender's policy is read once, however many of their loans the list holds.
    public func standings(of loans: [Loan], by viewer: User) throws(LendingError) -> [LoanStanding] {
        try read(as: viewer) { tx in try Self.standings(of: loans, by: viewer, tx) }
    }

    /// The `async` form of `standings(of:by:)`.
    public func standings(of loans: [Loan], by viewer: User) async throws(LendingError) -> [LoanStanding] {
        try await read(as: viewer) { tx in try Self.standings(of: loans, by: viewer, tx) }
    }

    private static func standings(of loans: [Loan], by viewer: User, _ tx: LendingTransaction) throws -> [LoanStanding] {
        var policies: [Int64: LendingPolicy] = [:]
        return try loans.map { loan in
            try tx.require(viewer.id == loan.borrowerID || viewer.id == loan.lenderID,
                           "see loan \(loan.id) (only its borrower and lender may)")
            let policy = try policies[loan.lenderID] ?? LendingPolicy.fetch(ownerID: loan.lenderID, tx.db)
            policies[loan.lenderID] = policy
            return try tx.standing(of: loan, policy: policy)
        }
    }

    /// The open loans of `owner`'s books, earliest due first (those without a due date last), each
    /// with its standing, title and borrower: the lender's view of what is out.
    ///
    /// ```swift
    /// try db.lentLoans(of: library).first?.standing.daysOverdue   // 12
    /// ```
    public func lentLoans(of owner: User) throws(LendingError) -> [LentLoan] {
        try read(as: owner) { tx in try Self.lentLoans(of: owner, tx) }
    }

    /// The `async` form of `lentLoans(of:)`.
    public func lentLoans(of owner: User) async throws(LendingError) -> [LentLoan] {
        try await read(as: owner) { tx in try Self.lentLoans(of: owner, tx) }
    }

    private static func lentLoans(of owner: User, _ tx: LendingTransaction) throws -> [LentLoan] {
        let policy = try LendingPolicy.fetch(ownerID: owner.id, tx.db)
        return try Row.fetchAll(tx.db, sql: """
            SELECT l.*, b.title, u.username AS borrowerName FROM loan l
            JOIN book b ON b.id = l.bookID JOIN user u ON u.id = l.borrowerID
            WHERE l.lenderID = ? AND l.returnedAt IS NULL ORDER BY l.dueDate IS NULL, l.dueDate, l.id
            """, arguments: [owner.id]).map { row in
            LentLoan(standing: try tx.standing(of: try Loan(row: row), policy: policy), title: row["title"],
                     borrower: row["borrowerName"])
        }
    }
}

extension LendingTransaction {
    /// `loan` under its lender's `policy` today.
    func standing(of loan: Loan, policy: LendingPolicy) throws -> LoanStanding {
        let day = policy.calendar.day(of: loan.returnedAt ?? now)
        let fine: Money
        if loan.isOpen {
            fine = policy.fine(of: loan, on: day)
        } else {
            let charged = try Int64.fetchOne(db.cachedStatement(sql: """
                SELECT amount FROM fineEntry WHERE loanID = ? AND kind = \(FineEntry.Kind.fine.sqlLiteral)
                """), arguments: [loan.id]) ?? 0
            fine = Money(minorUnits: charged, currency: policy.currency)
        }
        return LoanStanding(loan: loan, daysOverdue: policy.daysOverdue(dueDate: loan.dueDate, on: day),
                            fine: fine, renewalsLeft: max(0, loan.renewalLimit - loan.renewals))
    }
}
