import LendingKit

/// A user's profile as services and `shelfscan user show --json` print it: the user and the
/// ratings they received.
public struct UserProfileRecord: Codable, Sendable, Equatable {
    /// The user.
    public var user: User
    /// How many ratings they received.
    public var ratingCount: Int
    /// Their average stars, `nil` without ratings.
    public var averageStars: Double?

    /// The profile of `user` with the `ratings` they received.
    public init(user: User, ratings: [Rating]) {
        self.user = user
        ratingCount = ratings.count
        averageStars = ratings.isEmpty ? nil : Double(ratings.map(\.stars).reduce(0, +)) / Double(ratings.count)
    }
}
