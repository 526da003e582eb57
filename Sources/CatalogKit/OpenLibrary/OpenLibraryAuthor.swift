/// An Open Library author.
///
/// ```swift
/// if case let .author(author) = try OpenLibraryDumpLine.parse(line, lineNumber: 1) {
///     author.key         // "/authors/OL18319A"
///     author.name        // "Mark Twain"
///     author.birthDate   // "30 November 1835"
/// }
/// ```
public struct OpenLibraryAuthor: Sendable, Hashable, Codable {
    /// The author's key, e.g. `/authors/OL18319A`.
    public var key: String
    /// The record's revision number, from the dump's revision column.
    public var revision: Int
    /// When the record was last changed, as the dump writes it.
    public var lastModified: String
    /// The name to show: `name`, or `personal_name` when a record has no `name`.
    public var name: String?
    /// The date of birth as written, e.g. `"30 November 1835"` or `"1661?"`.
    public var birthDate: String?
    /// The date of death as written.
    public var deathDate: String?

    /// An author with a key and nothing else known.
    ///
    /// ```swift
    /// var author = OpenLibraryAuthor(key: "/authors/OL1A")
    /// author.name = "Frank Herbert"
    /// ```
    public init(key: String, revision: Int = 1, lastModified: String = "") {
        self.key = key
        self.revision = revision
        self.lastModified = lastModified
    }
}
