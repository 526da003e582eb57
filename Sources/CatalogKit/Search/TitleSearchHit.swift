/// One edition or listed book found by a title and author search of the local catalogue.
///
/// ```swift
/// let hit = try catalogue.searchTitles("dune herbert").first
/// hit?.isbn13    // "9780441172719"
/// hit?.authors   // "Frank Herbert"
/// ```
public struct TitleSearchHit: Sendable, Hashable, Codable {
    /// The book's ISBN-13.
    public var isbn13: String
    /// The title, with its subtitle after a colon when it has one.
    public var title: String
    /// The author names, comma separated; empty when none is known.
    public var authors: String

    /// A hit for `isbn13`.
    public init(isbn13: String, title: String, authors: String) {
        self.isbn13 = isbn13
        self.title = title
        self.authors = authors
    }
}
