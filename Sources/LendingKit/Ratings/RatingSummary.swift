/// How many ratings a user received and their average, counted in SQL over every rating.
///
/// ```swift
/// let summary = try db.ratingSummary(of: bob)
/// summary.count          // 2
/// summary.averageStars   // 4.5; nil without ratings
/// ```
public struct RatingSummary: Sendable, Equatable, Codable {
    /// Ratings received.
    public let count: Int
    /// Their average stars; `nil` when there are none.
    public let averageStars: Double?

    /// A summary of `count` ratings averaging `averageStars`.
    public init(count: Int, averageStars: Double?) {
        self.count = count
        self.averageStars = averageStars
    }
}
