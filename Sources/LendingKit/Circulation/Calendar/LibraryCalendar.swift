import Foundation

/// The days a library is open, in its time zone: where due dates fall and which overdue days are
/// charged.
///
/// A due date that falls on a closed weekday or a closed date moves to the next open day, and a
/// closed day is never charged a fine, as library systems do by default (Koha's fines calendar):
/// a borrower cannot bring a book back on a day the library is shut.
///
/// ```swift
/// let calendar = LibraryCalendar(timeZone: .gmt, closedWeekdays: [.sunday], closedDates: [christmas])
/// calendar.dueDate(lentAt: start, days: 14)   // the 14th day after, or the next open day
/// ```
public struct LibraryCalendar: Sendable, Equatable {
    /// Where days begin and end.
    public let timeZone: TimeZone
    /// Weekdays the library is closed every week; never all seven.
    public let closedWeekdays: Set<Weekday>
    /// Single days the library is closed.
    public let closedDates: Set<LibraryDay>

    /// A calendar closed on `closedWeekdays` and `closedDates`, days counted in `timeZone`.
    public init(timeZone: TimeZone, closedWeekdays: Set<Weekday> = [], closedDates: Set<LibraryDay> = []) {
        self.timeZone = timeZone
        self.closedWeekdays = closedWeekdays.count < 7 ? closedWeekdays : []
        self.closedDates = closedDates
    }

    /// The day `instant` falls on, in the library's time zone.
    public func day(of instant: Date) -> LibraryDay {
        let seconds = instant.timeIntervalSince1970 + Double(timeZone.secondsFromGMT(for: instant))
        return LibraryDay(ordinal: Int((seconds / 86_400).rounded(.down)))
    }

    /// Whether the library is open on `day`.
    public func isOpen(_ day: LibraryDay) -> Bool {
        !closedWeekdays.contains(day.weekday) && !closedDates.contains(day)
    }

    /// `day` itself when open, else the first open day after it.
    public func openDay(onOrAfter day: LibraryDay) -> LibraryDay {
        var candidate = day
        // Ends: at most six weekdays in a row are closed, and closed dates are finitely many.
        while !isOpen(candidate) { candidate = candidate.adding(days: 1) }
        return candidate
    }

    /// The due date of a loan made at `instant` for `days` days: that many days after the day of
    /// the loan, moved to the next open day.
    public func dueDate(lentAt instant: Date, days: Int) -> LibraryDay {
        openDay(onOrAfter: day(of: instant).adding(days: days))
    }

    /// The open days after `start` up to and including `end`; 0 when `end` is not after `start`.
    ///
    /// Counted by whole weeks and then the days left, so that a loan overdue for years costs no
    /// more to price than one overdue for a day.
    public func openDays(after start: LibraryDay, through end: LibraryDay) -> Int {
        let total = start.days(until: end)
        guard total > 0 else { return 0 }
        let openPerWeek = 7 - closedWeekdays.count
        var count = total / 7 * openPerWeek
        var day = start.adding(days: total / 7 * 7)
        while day < end {
            day = day.adding(days: 1)
            if !closedWeekdays.contains(day.weekday) { count += 1 }
        }
        let closedInRange = closedDates.filter { $0 > start && $0 <= end && !closedWeekdays.contains($0.weekday) }
        return count - closedInRange.count
    }
}
