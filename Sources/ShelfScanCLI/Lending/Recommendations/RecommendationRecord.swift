import LendingKit

/// A suggestion as `--json` prints it: the book, its owner, and the reasons in words.
struct RecommendationRecord: Encodable {
    var book: BookRecord
    var reasons: [String]

    init(_ suggestion: Recommendation) {
        book = BookRecord(suggestion.book, owner: suggestion.owner)
        reasons = suggestion.reasons.map(\.description)
    }
}
