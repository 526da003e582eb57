import LendingKit

/// A user's profile as services and `shelfscan user show --json` print it: the user, how they
/// were rated, and the newest reviews they received.
public struct UserProfileRecord: Codable, Sendable, Equatable {
    /// The user.
    public var user: User
    /// How many ratings they received.
    public var ratingCount: Int
    /// Their average stars, `nil` without ratings.
    public var averageStars: Double?
    /// The reviews shown, newest first: a page of all `ratingCount`.
    public var reviews: [ReviewRecord]

    /// The profile of `user` with the summary of their ratings and a page of their reviews.
    public init(user: User, summary: RatingSummary, reviews: Page<Review>) {
        self.user = user
        ratingCount = summary.count
        averageStars = summary.averageStars
        self.reviews = reviews.items.map(ReviewRecord.init)
    }
}
