import LendingKit

/// What one sending of circulation notices did, as `shelfscan notices --json` prints it.
///
/// ```swift
/// let record = NoticeRunRecord(try store.sendNotices(), day: today)
/// // {"date":"2026-11-24","dueSoon":3,"expiredHolds":0,"lenders":1,"overdue":2}
/// ```
public struct NoticeRunRecord: Codable, Sendable, Equatable {
    /// Notices that a loan is due soon.
    public var dueSoon: Int
    /// Notices that a loan is overdue.
    public var overdue: Int
    /// Holds whose pickup time ran out.
    public var expiredHolds: Int
    /// Lenders told of their overdue loans.
    public var lenders: Int
    /// The library day the notices were for, when one was given.
    public var date: String?

    /// A record of these fields.
    public init(dueSoon: Int, overdue: Int, expiredHolds: Int, lenders: Int, date: String?) {
        self.dueSoon = dueSoon
        self.overdue = overdue
        self.expiredHolds = expiredHolds
        self.lenders = lenders
        self.date = date
    }

    /// The record of `run`, made for `day`.
    public init(_ run: NoticeRun, day: LibraryDay?) {
        self.init(dueSoon: run.dueSoon, overdue: run.overdue, expiredHolds: run.expiredHolds, lenders: run.lenders,
                  date: day?.description)
    }
}
