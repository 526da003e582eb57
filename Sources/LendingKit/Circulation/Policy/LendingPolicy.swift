import Foundation
import GRDB

/// How an owner lends: loan period, renewals, limits, fines, opening days, holds and self-service.
///
/// An owner who never set one lends as a private person does: no due date, no fines, no limits,
/// no self-service (`LendingPolicy.private`). A school library sets its rules once:
///
/// ```swift
/// try db.updatePolicy(by: library) { policy in
///     policy.loanDays = 21
///     policy.renewals = 2
///     policy.maxLoans = 5
///     policy.finePerDay = try Money(parsing: "0.20", in: policy.currency)
///     policy.closedWeekdays = [.saturday, .sunday]
/// }
/// ```
public struct LendingPolicy: Codable, Sendable, Equatable {
    /// Days a loan lasts; `nil` for no due date.
    public var loanDays: Int?
    /// How many times a loan may be renewed.
    public var renewals: Int
    /// Days a renewal adds, counted from the current due date; `nil` for `loanDays`.
    public var renewalDays: Int?
    /// Whether a waiting hold on the book refuses a renewal.
    public var holdBlocksRenewal: Bool
    /// Most books one borrower may have out at once; `nil` for no limit.
    public var maxLoans: Int?
    /// The fine per overdue day; zero for no fines.
    public var finePerDay: Money
    /// Days overdue without a fine; a loan returned later is charged from the due date on, and
    /// may not be renewed any more.
    public var graceDays: Int
    /// The most one loan can be fined; `nil` for no cap.
    public var maxFine: Money?
    /// A borrower owing more than this (charged and accruing) cannot borrow or renew; `nil` for never.
    public var blockAt: Money?
    /// Weekdays the library is closed.
    public var closedWeekdays: Set<Weekday>
    /// Days the library is closed.
    public var closedDates: Set<LibraryDay>
    /// Days a member has to pick up a book their hold brought back.
    public var holdPickupDays: Int
    /// Days before the due date that a due-soon notice goes out.
    public var dueSoonDays: Int
    /// Whether members may check books out and in themselves with their card and PIN.
    public var selfService: Bool
    /// Where fines are reckoned and days begin.
    public var timeZone: TimeZone
    /// Where self-service loans and held books are picked up: the library itself.
    public var place: PickupLocation?

    /// Builds one from its parts, as services and tests do.
    public init(loanDays: Int?, renewals: Int, renewalDays: Int?, holdBlocksRenewal: Bool, maxLoans: Int?,
                finePerDay: Money, graceDays: Int, maxFine: Money?, blockAt: Money?, closedWeekdays: Set<Weekday>,
                closedDates: Set<LibraryDay>, holdPickupDays: Int, dueSoonDays: Int, selfService: Bool,
                timeZone: TimeZone, place: PickupLocation?) {
        self.loanDays = loanDays
        self.renewals = renewals
        self.renewalDays = renewalDays
        self.holdBlocksRenewal = holdBlocksRenewal
        self.maxLoans = maxLoans
        self.finePerDay = finePerDay
        self.graceDays = graceDays
        self.maxFine = maxFine
        self.blockAt = blockAt
        self.closedWeekdays = closedWeekdays
        self.closedDates = closedDates
        self.holdPickupDays = holdPickupDays
        self.dueSoonDays = dueSoonDays
        self.selfService = selfService
        self.timeZone = timeZone
        self.place = place
    }

    /// The currency of every amount in the policy.
    public var currency: Currency { finePerDay.currency }

    /// The policy of an owner who set none: no due date, no fines, no limits.
    public static let `private` = LendingPolicy(
        loanDays: nil, renewals: 0, renewalDays: nil, holdBlocksRenewal: true, maxLoans: nil,
        finePerDay: .zero(.euro), graceDays: 0, maxFine: nil, blockAt: nil, closedWeekdays: [], closedDates: [],
        holdPickupDays: 7, dueSoonDays: 2, selfService: false, timeZone: .gmt, place: nil)

    /// The calendar of opening days these settings make.
    public var calendar: LibraryCalendar {
        LibraryCalendar(timeZone: timeZone, closedWeekdays: closedWeekdays, closedDates: closedDates)
    }

    /// Days a renewal adds.
    public var daysPerRenewal: Int? { renewalDays ?? loanDays }

    /// Puts every amount in `currency`, keeping the numbers of minor units.
    public mutating func setCurrency(_ currency: Currency) {
        finePerDay = Money(minorUnits: finePerDay.minorUnits, currency: currency)
        maxFine = maxFine.map { Money(minorUnits: $0.minorUnits, currency: currency) }
        blockAt = blockAt.map { Money(minorUnits: $0.minorUnits, currency: currency) }
    }
}
