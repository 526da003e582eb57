/// An Open Library work: what all editions of one book share, such as its description.
///
/// ```swift
/// if case let .work(work) = try OpenLibraryDumpLine.parse(line, lineNumber: 1) {
///     work.key          // "/works/OL118420W"
///     work.title        // "Flatland"
///     work.authorKeys   // ["/authors/OL20585A"]
/// }
/// ```
public struct OpenLibraryWork: Sendable, Hashable, Codable {
    /// The work's key, e.g. `/works/OL118420W`.
    public var key: String
    /// The record's revision number, from the dump's revision column.
    public var revision: Int
    /// When the record was last changed, as the dump writes it.
    public var lastModified: String
    /// The title, without the subtitle; a few works have none.
    public var title: String?
    /// The subtitle, e.g. `"a romance of many dimensions"`.
    public var subtitle: String?
    /// Keys of the work's authors, e.g. `["/authors/OL20585A"]`.
    public var authorKeys: [String]
    /// Subject headings as written.
    public var subjects: [String]
    /// The description, in paragraphs separated by a blank line (it is often Markdown).
    public var description: String?
    /// When the work was first published, as written, e.g. `"1897"`.
    public var firstPublishDate: String?
    /// The date read from `firstPublishDate`, when it names a year.
    public var firstPublished: PublicationDate?

    /// A work with a key and nothing else known.
    ///
    /// ```swift
    /// var work = OpenLibraryWork(key: "/works/OL1W")
    /// work.title = "Dune"
    /// ```
    public init(key: String, revision: Int = 1, lastModified: String = "") {
        self.key = key
        self.revision = revision
        self.lastModified = lastModified
        authorKeys = []
        subjects = []
    }
}
