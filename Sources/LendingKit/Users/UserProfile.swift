/// What a new user gives: a username and how to reach them.
///
/// ```swift
/// let profile = try UserProfile(username: "alice", displayName: "Alice", email: "a@example.org")
/// try UserProfile(username: "al", displayName: "Al")   // throws .invalidUsername("al")
/// ```
public struct UserProfile: Codable, Sendable, Equatable {
    /// 3–32 ASCII letters, digits, `.`, `_` or `-`; unique without regard to letter case.
    public let username: String
    /// The name shown to others; the username when left empty.
    public let displayName: String
    /// Contact email, if any.
    public let email: String?
    /// Contact phone number, if any.
    public let phone: String?
    /// A library card number, if any, upper case (`CardNumber`); masked for everyone but its holder.
    public let libraryCard: String?

    /// A profile after checking the username, the texts (`TextField`), the contact details
    /// (`ContactDetails`) and the card number (`CardNumber`); texts are trimmed and empty optional
    /// ones become `nil`.
    public init(username: String, displayName: String = "", email: String? = nil, phone: String? = nil,
                libraryCard: String? = nil) throws(LendingError) {
        try Self.validate(username: username)
        self.username = username
        self.displayName = try TextField.displayName.optional(displayName) ?? username
        self.email = try ContactDetails.email(email)
        self.phone = try ContactDetails.phone(phone)
        self.libraryCard = try CardNumber.optional(libraryCard)?.text
    }

    /// Throws `.invalidUsername` unless `username` has 3–32 ASCII letters, digits, `.`, `_` or `-`.
    ///
    /// ASCII only, so that "same name in another case" means the same thing to SQLite's `NOCASE`
    /// collation as to people.
    public static func validate(username: String) throws(LendingError) {
        let bytes = username.utf8
        let allowed = bytes.allSatisfy { byte in
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                 UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "-"):
                return true
            default:
                return false
            }
        }
        guard allowed, (3...32).contains(bytes.count) else { throw .invalidUsername(username) }
    }
}
