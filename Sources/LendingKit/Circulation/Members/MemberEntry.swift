/// A member of a library with their username, as `AppDatabase.members(of:)` lists them.
///
/// ```swift
/// for entry in try db.members(of: alice) {
///     print(entry.member.cardNumber, entry.username)   // LC-0042 bob
/// }
/// ```
public struct MemberEntry: Codable, Sendable, Equatable {
    /// The member, with their card.
    public let member: Member
    /// The member's username.
    public let username: String

    /// Builds one from its parts, as services and tests do.
    public init(member: Member, username: String) {
        self.member = member
        self.username = username
    }
}
