import CatalogKit

/// A book's metadata as `shelfscan lookup --json` prints it: each known field, and which source
/// gave it.
///
/// ```swift
/// let record = MetadataRecord(metadata)
/// record.title     // "Dune"
/// record.sources   // ["title": "local catalogue", ...]
/// ```
public struct MetadataRecord: Codable, Sendable, Equatable {
    /// The ISBN-13 looked up.
    public var isbn13: String
    /// The title.
    public var title: String?
    /// The subtitle.
    public var subtitle: String?
    /// Author names.
    public var authors: [String]?
    /// The publisher.
    public var publisher: String?
    /// The publication date, `1990`, `1990-09` or `1990-09-01`.
    public var published: String?
    /// Number of pages.
    public var pages: Int?
    /// The language's MARC code, e.g. `eng`.
    public var language: String?
    /// Subjects.
    public var subjects: [String]?
    /// A description of the book.
    public var description: String?
    /// The Open Library cover id.
    public var coverID: Int?
    /// For each field given, the sources that gave it.
    public var sources: [String: [String]]

    /// The record of `metadata`.
    public init(_ metadata: BookMetadata) {
        isbn13 = metadata.isbn.isbn13
        title = metadata.title?.value
        subtitle = metadata.subtitle?.value
        authors = metadata.authors?.value
        publisher = metadata.publisher?.value
        published = metadata.published?.value.description
        pages = metadata.pages?.value
        language = metadata.language?.value
        subjects = metadata.subjects?.value
        description = metadata.summary?.value
        coverID = metadata.coverID?.value
        let fields: [(String, [Provenance]?)] = [
            ("title", metadata.title?.provenance), ("subtitle", metadata.subtitle?.provenance),
            ("authors", metadata.authors?.provenance), ("publisher", metadata.publisher?.provenance),
            ("published", metadata.published?.provenance), ("pages", metadata.pages?.provenance),
            ("language", metadata.language?.provenance), ("subjects", metadata.subjects?.provenance),
            ("description", metadata.summary?.provenance), ("coverID", metadata.coverID?.provenance),
        ]
        sources = Dictionary(uniqueKeysWithValues: fields.compactMap { name, provenance in
            provenance.map { (name, $0.map(\.source.description)) }
        })
    }
}
