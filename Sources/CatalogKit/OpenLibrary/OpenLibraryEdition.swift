import ISBNKit

/// An Open Library edition: one published form of a book, the record an ISBN points to.
///
/// Every text is cleaned for display (whitespace collapsed, control characters dropped, capped);
/// lists keep their order without repeats.
///
/// ```swift
/// if case let .edition(edition) = try OpenLibraryDumpLine.parse(line, lineNumber: 1) {
///     edition.key           // "/books/OL7361700M"
///     edition.title         // "Three Cups of Tea"
///     edition.isbns         // [9780143038252]
///     edition.publishYear   // 2007
/// }
/// ```
public struct OpenLibraryEdition: Sendable, Hashable, Codable {
    /// The edition's key, e.g. `/books/OL7361700M`.
    public var key: String
    /// The record's revision number, from the dump's revision column.
    public var revision: Int
    /// When the record was last changed, as the dump writes it, e.g. `2013-03-28T07:50:50.124308`.
    public var lastModified: String
    /// The title, without the subtitle.
    public var title: String
    /// The subtitle, e.g. `"one man's mission to promote peace"`.
    public var subtitle: String?
    /// The full title when the record gives one, e.g. `"Three Cups of Tea: One Man's Mission…"`.
    public var fullTitle: String?
    /// Keys of the edition's authors, e.g. `["/authors/OL2622837A"]`.
    public var authorKeys: [String]
    /// Keys of the works this is an edition of, e.g. `["/works/OL5702375W"]`.
    public var workKeys: [String]
    /// Publisher names as written, e.g. `["Penguin (Non-Classics)"]`.
    public var publishers: [String]
    /// The publication date as written, e.g. `"January 30, 2007"` or `"1994"`.
    public var publishDate: String?
    /// The publication date read from `publishDate`, when it names a year.
    public var published: PublicationDate?
    /// The number of pages, when given and positive.
    public var numberOfPages: Int?
    /// MARC language codes, e.g. `["eng"]` from `[{"key": "/languages/eng"}]`.
    public var languages: [String]
    /// Subject headings as written.
    public var subjects: [String]
    /// The valid ISBN-10s listed, as 10 characters (digits, `X` last), e.g. `["0143038257"]`.
    public var isbn10: [String]
    /// The valid ISBN-13s listed, as 13 digits, e.g. `["9780143038252"]`.
    public var isbn13: [String]
    /// Every valid ISBN listed, 13-digit ones first then converted ISBN-10s, without repeats:
    /// what the catalogue indexes the edition by.
    public var isbns: [ISBN]
    /// Open Library cover ids (positive), for `https://covers.openlibrary.org/b/id/{id}-M.jpg`.
    public var coverIDs: [Int]

    /// An edition with a key and title and nothing else known, as tests and importers build them.
    ///
    /// ```swift
    /// var edition = OpenLibraryEdition(key: "/books/OL1M", title: "Dune")
    /// edition.isbns = [try ISBN(parsing: "0441172717")]
    /// ```
    public init(key: String, title: String, revision: Int = 1, lastModified: String = "") {
        self.key = key
        self.revision = revision
        self.lastModified = lastModified
        self.title = title
        authorKeys = []
        workKeys = []
        publishers = []
        languages = []
        subjects = []
        isbn10 = []
        isbn13 = []
        isbns = []
        coverIDs = []
    }

    /// The year of publication, when `publishDate` names one.
    public var publishYear: Int? { published?.year }
}
