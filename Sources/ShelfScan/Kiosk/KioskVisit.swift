import LendingKit

/// A member's session at a station, from the right PIN to its end: who, what they owed the library
/// when it began, and what happened to each book so far.
///
/// ```swift
/// if case let .serving(visit) = station.state { print(visit.member.user.displayName, visit.lines.count) }
/// ```
public struct KioskVisit: Sendable, Equatable {
    /// The member, as their PIN proved them.
    public var member: AuthenticatedMember
    /// The member's fine account with the library at login; `nil` when they owed nothing.
    public var fines: FineAccount?
    /// Each book's outcome, in order.
    public var lines: [KioskLine]

    /// A visit with no book yet.
    public init(member: AuthenticatedMember, fines: FineAccount? = nil, lines: [KioskLine] = []) {
        self.member = member
        self.fines = fines.flatMap { $0.owed.minorUnits > 0 ? $0 : nil }
        self.lines = lines
    }

    /// What the member is told before any book, when they owe fines: how much, and whether their
    /// account is blocked, so that a blocked member learns it before scanning a book in vain.
    ///
    /// ```swift
    /// visit.notice
    /// // "You owe 1.50 EUR in fines (1.00 EUR charged, 0.50 EUR accruing); your account is blocked: please pay at the desk."
    /// ```
    public var notice: String? {
        fines.map { KioskStation.sentence($0.borrowerNotice) }
    }
}
