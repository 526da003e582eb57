/// A rating as a profile shows it: the rating, who gave it and the book the loan or gift was of.
///
/// ```swift
/// for review in try db.reviews(of: bob).items {
///     print("\(review.rating.stars)/5 from \(review.rater) for \"\(review.bookTitle)\"", review.rating.text ?? "")
/// }
/// ```
public struct Review: Codable, Sendable, Equatable {
    /// The rating, with its stars, text and dates.
    public let rating: Rating
    /// The rater's username.
    public let rater: String
    /// The book lent or given.
    public let bookID: Int64
    /// Its title (kept after the book is removed).
    public let bookTitle: String

    /// Builds one from its parts, as services and tests do.
    public init(rating: Rating, rater: String, bookID: Int64, bookTitle: String) {
        self.rating = rating
        self.rater = rater
        self.bookID = bookID
        self.bookTitle = bookTitle
    }
}
