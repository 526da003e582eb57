import Foundation

/// A member who has just given the right PIN for their card: what self-service operations take
/// as proof. Only `AppDatabase.authenticate(card:pin:library:)` makes one.
///
/// ```swift
/// let session = try db.authenticate(card: "LC-0042", pin: "4711", library: alice)
/// session.user.username   // "bob"
/// ```
public struct AuthenticatedMember: Sendable, Equatable {
    /// The member's card, after the right PIN (no failed PINs).
    public let member: Member
    /// The member.
    public let user: User
    /// The library: the owner the card belongs to.
    public let library: User
    /// When the PIN was checked.
    public let at: Date

    /// Internal, so that no caller can make one without the PIN.
    init(member: Member, user: User, library: User, at: Date) {
        self.member = member
        self.user = user
        self.library = library
        self.at = at
    }
}
