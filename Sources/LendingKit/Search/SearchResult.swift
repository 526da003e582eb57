/// A book found by keyword search, with its owner's username.
///
/// ```swift
/// for hit in try db.search("dune herbert") {
///     print(hit.book.title, hit.owner, hit.book.status, hit.book.description ?? "")
/// }
/// ```
public struct SearchResult: Codable, Sendable, Equatable {
    /// The book, with its description and status.
    public let book: Book
    /// The owner's username.
    public let owner: String

    /// Builds one from its parts, as services and tests do.
    public init(book: Book, owner: String) {
        self.book = book
        self.owner = owner
    }
}
