/// A book suggested to a borrower, with who owns it and why it is suggested.
///
/// ```swift
/// for suggestion in try db.recommendations(for: bob, limit: 10) {
///     print(suggestion.book.title, suggestion.owner, suggestion.status,
///           suggestion.reasons.map(\.description).joined(separator: "; "))
/// }
/// // The Left Hand of Darkness  carol  available  borrowed by 2 people who also borrowed "Dune"
/// ```
public struct Recommendation: Codable, Sendable, Equatable {
    /// The suggested copy, `available` or `requested`.
    public let book: Book
    /// Its owner's username.
    public let owner: String
    /// Why it is suggested, strongest first: shared borrowers, then authors, then subjects. Never empty.
    public let reasons: [RecommendationReason]

    /// Builds one from its parts, as services and tests do.
    public init(book: Book, owner: String, reasons: [RecommendationReason]) {
        self.book = book
        self.owner = owner
        self.reasons = reasons
    }

    /// The book's status: `available`, or `requested` by others and still open to requests.
    public var status: BookStatus { book.status }
}
