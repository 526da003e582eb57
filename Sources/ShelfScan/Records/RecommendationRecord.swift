import LendingKit

/// A suggestion as services and `shelfscan recommend --json` print it: the book, its owner, and
/// the reasons in words.
public struct RecommendationRecord: Codable, Sendable, Equatable {
    /// The book, with its owner.
    public var book: BookRecord
    /// Why it is suggested, e.g. `2 people who borrowed "Dune" borrowed it`.
    public var reasons: [String]

    /// The record of `suggestion`.
    public init(_ suggestion: Recommendation) {
        book = BookRecord(suggestion.book, owner: suggestion.owner)
        reasons = suggestion.reasons.map(\.description)
    }
}
