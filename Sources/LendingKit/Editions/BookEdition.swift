import GRDB

/// What a catalogue lookup tells of a book's edition beyond its title and authors, with where it
/// came from, and whether a lookup is still owed (the book was added offline, or every source
/// failed).
///
/// ```swift
/// let edition = BookEdition(subtitle: "Deluxe Edition", publisher: "Ace", published: "1990-09", pages: 535,
///                           language: "eng", sources: ["local catalogue"])
/// try db.addBook(draft, photos: [], edition: edition, by: alice)
/// try db.edition(ofBook: book.id)?.publisher   // "Ace"
/// ```
public struct BookEdition: Codable, Sendable, Equatable, FetchableRecord {
    /// The subtitle.
    public var subtitle: String?
    /// The publisher.
    public var publisher: String?
    /// When the edition was published: `1990`, `1990-09` or `1990-09-12`.
    public var published: String?
    /// Number of pages, positive.
    public var pages: Int?
    /// The language, as a MARC code such as `eng`.
    public var language: String?
    /// The sources the details came from, most trusted first, e.g. `["local catalogue", "Open Library"]`.
    public var sources: [String]
    /// Whether a lookup is still owed: `shelfscan catalog refresh` completes such books.
    public var lookupPending: Bool

    /// The details of an edition; texts are checked when stored.
    public init(subtitle: String? = nil, publisher: String? = nil, published: String? = nil, pages: Int? = nil,
                language: String? = nil, sources: [String] = [], lookupPending: Bool = false) {
        self.subtitle = subtitle
        self.publisher = publisher
        self.published = published
        self.pages = pages
        self.language = language
        self.sources = sources
        self.lookupPending = lookupPending
    }

    /// Whether no detail is known (a pending lookup may still be owed).
    public var isEmpty: Bool {
        subtitle == nil && publisher == nil && published == nil && pages == nil && language == nil
    }

    /// The details after trimming and checking their texts, each as its own `TextField`; an empty
    /// text becomes `nil`, a page count below 1 `.invalidPageCount`.
    func checked() throws(LendingError) -> BookEdition {
        var edition = self
        edition.subtitle = try TextField.subtitle.optional(subtitle)
        edition.publisher = try TextField.publisher.optional(publisher)
        edition.published = try TextField.published.optional(published)
        edition.language = try TextField.language.optional(language)
        var sources: [String] = []
        for source in self.sources { sources.append(try TextField.detailSource.required(source)) }
        edition.sources = sources
        if let pages, pages < 1 { throw .invalidPageCount(pages) }
        return edition
    }

    /// `self` with the gaps filled from `other`, which gives nothing `self` already has; the
    /// sources of both, `self`'s first.
    public func filling(from other: BookEdition) -> BookEdition {
        var filled = self
        filled.subtitle = subtitle ?? other.subtitle
        filled.publisher = publisher ?? other.publisher
        filled.published = published ?? other.published
        filled.pages = pages ?? other.pages
        filled.language = language ?? other.language
        filled.sources = sources + other.sources.filter { !sources.contains($0) }
        filled.lookupPending = other.lookupPending
        return filled
    }
}
