extension LendingPolicy {
    /// Calendar days a loan due on `dueDate` is overdue on `day`: 0 up to and on the due date.
    public func daysOverdue(dueDate: LibraryDay?, on day: LibraryDay) -> Int {
        guard let dueDate else { return 0 }
        return max(0, dueDate.days(until: day))
    }

    /// The terms a loan lent now is lent on, and keeps however the policy changes later.
    public var loanTerms: LoanTerms {
        LoanTerms(renewals: renewals, finePerDay: finePerDay, graceDays: graceDays, maxFine: maxFine)
    }

    /// The fine `loan`, lent on its own terms, owes if it comes back on `day`, on this policy's
    /// opening days.
    public func fine(of loan: Loan, on day: LibraryDay) -> Money {
        loan.terms(in: currency).fine(dueDate: loan.dueDate, on: day, calendar: calendar)
    }

    /// Whether a borrower who owes `owed` is blocked from borrowing and renewing.
    public func blocks(owing owed: Money) -> Bool {
        guard let blockAt else { return false }
        return owed.minorUnits > blockAt.minorUnits
    }
}
