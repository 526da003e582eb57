import LendingKit

/// A user's profile as services and `shelfscan user show --json` print it: the user, their
/// library cards, how they were rated, and the newest reviews they received. Give it the user and
/// the cards as the viewer may see them (`User.visible(to:)`, `AppDatabase.cards(of:as:)`).
public struct UserProfileRecord: Codable, Sendable, Equatable {
    /// The user.
    public var user: User
    /// Their library cards: the one on their profile, then those libraries issued them, masked
    /// for anyone but the holder and the issuing library.
    public var cards: [ProfileCard]
    /// How many ratings they received.
    public var ratingCount: Int
    /// Their average stars, `nil` without ratings.
    public var averageStars: Double?
    /// The reviews shown, newest first: a page of all `ratingCount`.
    public var reviews: [ReviewRecord]

    /// The profile of `user` with their cards, the summary of their ratings and a page of their reviews.
    public init(user: User, cards: [ProfileCard], summary: RatingSummary, reviews: Page<Review>) {
        self.user = user
        self.cards = cards
        ratingCount = summary.count
        averageStars = summary.averageStars
        self.reviews = reviews.items.map(ReviewRecord.init)
    }
}
