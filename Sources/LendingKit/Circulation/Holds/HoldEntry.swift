/// A hold with what a list shows: the book's title, both people, and the place in the queue.
///
/// ```swift
/// for entry in try db.holds(of: carol) {
///     print(entry.title, entry.position ?? 0)   // "Dune" 2: one member is ahead
/// }
/// ```
public struct HoldEntry: Codable, Sendable, Equatable {
    /// The hold.
    public let hold: Hold
    /// The book's title.
    public let title: String
    /// The holder's username.
    public let holder: String
    /// The owner's username.
    public let owner: String
    /// 1 for the first in the queue; `nil` unless waiting.
    public let position: Int?

    /// Builds one from its parts, as services and tests do.
    public init(hold: Hold, title: String, holder: String, owner: String, position: Int?) {
        self.hold = hold
        self.title = title
        self.holder = holder
        self.owner = owner
        self.position = position
    }
}
