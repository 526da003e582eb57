import LendingKit

/// A lending policy as services and `shelfscan policy --json` print it; amounts in minor units.
///
/// ```swift
/// PolicyRecord(policy)   // {"loanDays":21,"finePerDay":20,"currency":"EUR",...}
/// ```
public struct PolicyRecord: Codable, Sendable, Equatable {
    /// Days a loan lasts; absent for no due date.
    public var loanDays: Int?
    /// Renewals allowed.
    public var renewals: Int
    /// Days a renewal adds; absent for the loan days.
    public var renewalDays: Int?
    /// Whether a waiting hold refuses renewal.
    public var holdBlocksRenewal: Bool
    /// Most loans per borrower; absent for no limit.
    public var maxLoans: Int?
    /// ISO 4217 code of every amount.
    public var currency: String
    /// Fine per overdue day, in minor units.
    public var finePerDay: Int64
    /// Days overdue without a fine.
    public var graceDays: Int
    /// Most one loan is fined, in minor units; absent for no cap.
    public var maxFine: Int64?
    /// Owing more than this blocks, in minor units; absent for never.
    public var blockAt: Int64?
    /// `mon` … `sun`.
    public var closedWeekdays: [String]
    /// `YYYY-MM-DD`, in order.
    public var closedDates: [String]
    /// Days to pick up a held book.
    public var holdPickupDays: Int
    /// Days before the due date of a due-soon notice.
    public var dueSoonDays: Int
    /// Whether members may check out and in themselves.
    public var selfService: Bool
    /// The time zone's name.
    public var timeZone: String
    /// The library's place.
    public var place: PickupLocation?

    /// The record of `policy`.
    public init(_ policy: LendingPolicy) {
        loanDays = policy.loanDays
        renewals = policy.renewals
        renewalDays = policy.renewalDays
        holdBlocksRenewal = policy.holdBlocksRenewal
        maxLoans = policy.maxLoans
        currency = policy.currency.code
        finePerDay = policy.finePerDay.minorUnits
        graceDays = policy.graceDays
        maxFine = policy.maxFine?.minorUnits
        blockAt = policy.blockAt?.minorUnits
        closedWeekdays = policy.closedWeekdays.sorted().map(\.abbreviation)
        closedDates = policy.closedDates.sorted().map(\.description)
        holdPickupDays = policy.holdPickupDays
        dueSoonDays = policy.dueSoonDays
        selfService = policy.selfService
        timeZone = policy.timeZone.identifier
        place = policy.place
    }
}
