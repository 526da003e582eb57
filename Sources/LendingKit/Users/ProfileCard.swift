/// One library card of a person, as their profile lists it: the card they gave themselves
/// (`User.libraryCard`, no library) or a library's membership card, whole for the person and the
/// library that issued it, masked for anyone else (`Disclosure`).
///
/// ```swift
/// try db.cards(of: bob, as: carol).map(\.number)   // ["••••0042"]
/// try db.cards(of: bob, as: alice).first?.number   // "LC-0042": alice issued it
/// ```
public struct ProfileCard: Codable, Sendable, Equatable {
    /// The card number, or its mask (`Disclosure.masked(card:)`).
    public let number: String
    /// The username of the library that issued it; `nil` for the card on the person's own profile.
    public let library: String?
    /// Whether `number` is masked for this viewer.
    public let isMasked: Bool

    /// Builds one from its parts, as services and tests do.
    public init(number: String, library: String?, isMasked: Bool) {
        self.number = number
        self.library = library
        self.isMasked = isMasked
    }
}
