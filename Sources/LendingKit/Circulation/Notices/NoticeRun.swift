/// What one day's run of notices did: how many of each went to inboxes, and the held books whose
/// pickup time ran out. A second run for the same day finds nothing left to do.
///
/// ```swift
/// let run = try db.sendNotices(for: today, by: library)
/// print(run.dueSoon, run.overdue, run.expiredHolds)   // 12 3 1
/// ```
public struct NoticeRun: Codable, Sendable, Equatable {
    /// Due-soon notices sent.
    public var dueSoon = 0
    /// Overdue notices sent.
    public var overdue = 0
    /// Ready holds whose pickup day passed; their books went to the next in line.
    public var expiredHolds = 0
    /// Lenders whose loans were looked at.
    public var lenders = 0

    /// Builds one from its parts, as services and tests do; a run that did nothing by default.
    public init(dueSoon: Int = 0, overdue: Int = 0, expiredHolds: Int = 0, lenders: Int = 0) {
        self.dueSoon = dueSoon
        self.overdue = overdue
        self.expiredHolds = expiredHolds
        self.lenders = lenders
    }

    /// Counts `other`'s notices, holds and lenders in this run too.
    public mutating func add(_ other: NoticeRun) {
        dueSoon += other.dueSoon
        overdue += other.overdue
        expiredHolds += other.expiredHolds
        lenders += other.lenders
    }
}
