/// Median, 95th percentile, maximum and total of a set of durations, in milliseconds.
public struct TimingSummary: Sendable, Hashable, Codable {
    /// The middle value.
    public var medianMilliseconds: Double
    /// The value 95% of samples are at or below (nearest rank).
    public var p95Milliseconds: Double
    /// The longest.
    public var maxMilliseconds: Double
    /// The sum.
    public var totalMilliseconds: Double

    /// Summarises samples given in seconds; all zero for no samples.
    public init(seconds samples: [Double]) {
        let sorted = samples.map { $0 * 1000 }.sorted()
        medianMilliseconds = Self.percentile(sorted, 0.5)
        p95Milliseconds = Self.percentile(sorted, 0.95)
        maxMilliseconds = sorted.last ?? 0
        totalMilliseconds = sorted.reduce(0, +)
    }

    private static func percentile(_ sorted: [Double], _ fraction: Double) -> Double {
        guard !sorted.isEmpty else { return 0 }
        if fraction == 0.5 && sorted.count % 2 == 0 {
            return (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
        }
        let rank = Int((fraction * Double(sorted.count)).rounded(.up)) - 1
        return sorted[min(max(rank, 0), sorted.count - 1)]
    }
}
