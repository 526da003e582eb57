/// An ISBN found in free text, with where it was found.
///
/// ```swift
/// let match = ISBNExtractor().matches(in: "Title\nISBN 0-306-40615-2, paperback")[0]
/// match.isbn.isbn13   // "9780306406157"
/// match.text          // "0-306-40615-2"
/// match.line          // 2
/// match.column        // 6
/// match.utf8Offset    // 11
/// ```
public struct ISBNMatch: Hashable, Sendable, Codable {
    /// The ISBN.
    public let isbn: ISBN
    /// The number as written, without any label: `"0-306-40615-2"`.
    public let text: String
    /// The line the number starts on, counting from 1; lines end at line feeds.
    public let line: Int
    /// The column of the number's first character in its line, counting characters from 1.
    public let column: Int
    /// The offset of the number's first byte in the UTF-8 text, counting from 0.
    public let utf8Offset: Int

    /// A match of `isbn`, written as `text`, at the given place.
    public init(isbn: ISBN, text: String, line: Int, column: Int, utf8Offset: Int) {
        self.isbn = isbn
        self.text = text
        self.line = line
        self.column = column
        self.utf8Offset = utf8Offset
    }
}
