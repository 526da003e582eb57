extension LendingPolicy {
    /// Calendar days a loan due on `dueDate` is overdue on `day`: 0 up to and on the due date.
    public func daysOverdue(dueDate: LibraryDay?, on day: LibraryDay) -> Int {
        guard let dueDate else { return 0 }
        return max(0, dueDate.days(until: day))
    }

    /// The fine a loan due on `dueDate` owes if it comes back on `day`.
    ///
    /// Nothing while it is overdue by at most `graceDays`. Past them, every open day after the due
    /// date is charged, the grace days included, as Koha charges by default: the grace period
    /// forgives a short delay, not part of a long one. Closed days are never charged, as the book
    /// could not have been brought back on them. Capped at `maxFine`.
    ///
    /// ```swift
    /// // 0.25 a day, 2 grace days, due Monday, back Friday of the same week, open every day:
    /// policy.fine(dueDate: monday, on: friday)   // 1.00 (4 days)
    /// ```
    public func fine(dueDate: LibraryDay?, on day: LibraryDay) -> Money {
        guard let dueDate, finePerDay.minorUnits > 0, daysOverdue(dueDate: dueDate, on: day) > graceDays else {
            return .zero(currency)
        }
        let charged = finePerDay * calendar.openDays(after: dueDate, through: day)
        guard let maxFine else { return charged }
        return min(charged, maxFine)
    }

    /// Whether a borrower who owes `owed` is blocked from borrowing and renewing.
    public func blocks(owing owed: Money) -> Bool {
        guard let blockAt else { return false }
        return owed.minorUnits > blockAt.minorUnits
    }
}
