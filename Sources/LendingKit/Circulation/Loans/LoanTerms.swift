/// The terms a loan is lent on: how often it may be renewed and how its fine grows. They are
/// copied from the lender's policy when the loan starts and kept with the loan, so that a policy
/// changed later applies to loans from then on, never to a book already out, as a library tells
/// its members their terms when they borrow.
///
/// The library's opening days are not terms: a day the library is closed is never charged,
/// whenever it was declared closed.
///
/// ```swift
/// let terms = policy.loanTerms     // what a loan lent now is lent on
/// terms.fine(dueDate: monday, on: friday, calendar: policy.calendar)
/// ```
public struct LoanTerms: Codable, Sendable, Hashable {
    /// How many times the loan may be renewed.
    public var renewals: Int
    /// The fine per overdue open day; zero for no fines.
    public var finePerDay: Money
    /// Days overdue without a fine, and within which the loan may still be renewed.
    public var graceDays: Int
    /// The most the loan can be fined; `nil` for no cap.
    public var maxFine: Money?

    /// Terms of `renewals` renewals and a fine of `finePerDay` a day after `graceDays`, capped at `maxFine`.
    public init(renewals: Int, finePerDay: Money, graceDays: Int, maxFine: Money?) {
        self.renewals = renewals
        self.finePerDay = finePerDay
        self.graceDays = graceDays
        self.maxFine = maxFine
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
    /// terms.fine(dueDate: monday, on: friday, calendar: calendar)   // 1.00 (4 days)
    /// ```
    public func fine(dueDate: LibraryDay?, on day: LibraryDay, calendar: LibraryCalendar) -> Money {
        guard let dueDate, finePerDay.minorUnits > 0, dueDate.days(until: day) > graceDays else {
            return .zero(finePerDay.currency)
        }
        let charged = finePerDay * calendar.openDays(after: dueDate, through: day)
        guard let maxFine else { return charged }
        return min(charged, maxFine)
    }
}
