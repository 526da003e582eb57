import LendingKit

/// A member's session at a station, from the right PIN to its end: who, and what happened to each
/// book so far.
///
/// ```swift
/// if case let .serving(visit) = station.state { print(visit.member.user.displayName, visit.lines.count) }
/// ```
public struct KioskVisit: Sendable, Equatable {
    /// The member, as their PIN proved them.
    public var member: AuthenticatedMember
    /// Each book's outcome, in order.
    public var lines: [KioskLine]

    /// A visit with no book yet.
    public init(member: AuthenticatedMember, lines: [KioskLine] = []) {
        self.member = member
        self.lines = lines
    }
}
