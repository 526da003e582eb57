import ISBNKit

/// What is known about one edition, found by its ISBN, each field with where it came from.
///
/// ```swift
/// var metadata = BookMetadata(isbn: isbn)
/// metadata.title = Sourced("Dune", from: Provenance(source: .openLibrary, at: now))
/// metadata.title?.value   // "Dune"
/// ```
public struct BookMetadata: Sendable, Hashable, Codable {
    /// The edition's ISBN: the one scanned, which no lookup replaces.
    public var isbn: ISBN
    /// The title without its subtitle.
    public var title: Sourced<String>?
    /// The subtitle.
    public var subtitle: Sourced<String>?
    /// Author names, `First Last`.
    public var authors: Sourced<[String]>?
    /// The publisher.
    public var publisher: Sourced<String>?
    /// When this edition was published.
    public var published: Sourced<PublicationDate>?
    /// Number of pages.
    public var pages: Sourced<Int>?
    /// The language, as a MARC code such as `eng`.
    public var language: Sourced<String>?
    /// Subjects.
    public var subjects: Sourced<[String]>?
    /// A description of the book.
    public var summary: Sourced<String>?
    /// The Open Library cover id.
    public var coverID: Sourced<Int>?

    /// Metadata of `isbn` with no field known yet.
    public init(isbn: ISBN) {
        self.isbn = isbn
    }

    /// Every source that gave a field: the owner first, then in `MetadataSource.standardPriority` order.
    public var sources: [MetadataSource] {
        let provenance = [title?.provenance, subtitle?.provenance, authors?.provenance, publisher?.provenance,
                          published?.provenance, pages?.provenance, language?.provenance, subjects?.provenance,
                          summary?.provenance, coverID?.provenance].compactMap { $0 }.joined()
        let given = Set(provenance.map(\.source))
        return MetadataSource.allCases.filter(given.contains)
    }

    /// Whether no field is known.
    public var isEmpty: Bool {
        title == nil && subtitle == nil && authors == nil && publisher == nil && published == nil && pages == nil
            && language == nil && subjects == nil && summary == nil && coverID == nil
    }
}
