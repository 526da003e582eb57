import GRDB

extension LendingTransaction {
    /// Inserts the loan that completed request `requestID`, due when the lender's `policy` says
    /// and lent on its terms (`LendingPolicy.loanTerms`), and marks a hold the request was made
    /// for fulfilled.
    func startLoan(requestID: Int64, bookID: Int64, lender: Int64, borrower: Int64, policy: LendingPolicy) throws -> Loan {
        let dueDate = policy.loanDays.map { policy.calendar.dueDate(lentAt: now, days: $0) }
        let terms = policy.loanTerms
        let loan = try db.writeReturning(Loan.self, sql: """
            INSERT INTO loan (bookID, requestID, lenderID, borrowerID, startedAt, dueDate,
                              renewalLimit, finePerDay, graceDays, maxFine)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
            RETURNING *
            """, arguments: [bookID, requestID, lender, borrower, now, dueDate,
                             terms.renewals, terms.finePerDay.minorUnits, terms.graceDays, terms.maxFine?.minorUnits])
        try settleHold(ofRequest: requestID, as: .fulfilled)
        return loan
    }

    /// What follows the second return scan of `loan`: its fine is charged, and the book passes to
    /// the first hold waiting for it. Returns the fine (zero when back in time).
    @discardableResult
    func loanEnded(_ loan: Loan) throws -> Money {
        let fine = try chargeFine(for: loan, policy: try LendingPolicy.fetch(ownerID: loan.lenderID, db))
        try promoteHold(bookID: loan.bookID)
        return fine
    }
}
