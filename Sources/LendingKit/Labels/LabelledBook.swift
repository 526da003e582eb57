/// A book and the ShelfScan label it carries, as `AppDatabase.labelBook(_:by:)` returns them.
///
/// ```swift
/// let labelled = try db.labelBook(7, by: alice)
/// labelled.label.digits   // "2900000000018"
/// ```
public struct LabelledBook: Codable, Sendable, Equatable {
    /// The book, its `label` set.
    public let book: Book
    /// Its label.
    public let label: BookLabel

    /// Builds one from its parts, as services and tests do.
    public init(book: Book, label: BookLabel) {
        self.book = book
        self.label = label
    }
}
