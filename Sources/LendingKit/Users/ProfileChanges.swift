/// A user's edit of their own profile: only the fields that are not `nil` change, and an empty
/// text removes an optional detail (an empty display name falls back to the username).
///
/// ```swift
/// try db.editProfile(ProfileChanges(email: "alice@example.net", phone: ""), by: alice)   // phone removed
/// ```
public struct ProfileChanges: Codable, Sendable, Equatable {
    /// The name shown to others.
    public var displayName: String?
    /// Contact email, checked by `ContactDetails.email(_:)`.
    public var email: String?
    /// Contact phone number, checked by `ContactDetails.phone(_:)`.
    public var phone: String?
    /// Library card number, checked by `CardNumber`; masked for everyone but its holder.
    public var libraryCard: String?

    /// Changes to the given fields only.
    public init(displayName: String? = nil, email: String? = nil, phone: String? = nil, libraryCard: String? = nil) {
        self.displayName = displayName
        self.email = email
        self.phone = phone
        self.libraryCard = libraryCard
    }

    /// Whether nothing would change.
    public var isEmpty: Bool { displayName == nil && email == nil && phone == nil && libraryCard == nil }
}
