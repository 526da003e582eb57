import Foundation
import ISBNKit

/// A book as a list file gave it (a Goodreads or LibraryThing export, or a list of one's own),
/// with the file and line it came from.
///
/// ```swift
/// let book = try catalogue.listedBook(for: ISBN(parsing: "0441172717"))
/// book?.title     // "Dune"
/// book?.authors   // ["Frank Herbert"]
/// ```
public struct ListedBook: Sendable, Hashable, Codable {
    /// The book's ISBN.
    public var isbn: ISBN
    /// The title, without a series such as Goodreads' `(Dune, #1)`.
    public var title: String
    /// The subtitle, when the list has one.
    public var subtitle: String?
    /// Author names, `First Last`.
    public var authors: [String]
    /// The publisher.
    public var publisher: String?
    /// When this edition was published.
    public var published: PublicationDate?
    /// Number of pages.
    public var pages: Int?
    /// The list file, as given to the import.
    public var file: String
    /// The line of the file the book's row starts on.
    public var line: Int
    /// When the row was imported.
    public var importedAt: Date

    /// A listed book with the given fields.
    public init(isbn: ISBN, title: String, subtitle: String? = nil, authors: [String] = [], publisher: String? = nil,
                published: PublicationDate? = nil, pages: Int? = nil, file: String, line: Int, importedAt: Date) {
        self.isbn = isbn
        self.title = title
        self.subtitle = subtitle
        self.authors = authors
        self.publisher = publisher
        self.published = published
        self.pages = pages
        self.file = file
        self.line = line
        self.importedAt = importedAt
    }

    /// The book as metadata from the local catalogue, stamped with the time it was imported.
    public var metadata: BookMetadata {
        let provenance = Provenance(source: .localCatalog, at: importedAt)
        var metadata = BookMetadata(isbn: isbn)
        metadata.title = Sourced(title, from: provenance)
        metadata.subtitle = subtitle.map { Sourced($0, from: provenance) }
        metadata.authors = authors.isEmpty ? nil : Sourced(authors, from: provenance)
        metadata.publisher = publisher.map { Sourced($0, from: provenance) }
        metadata.published = published.map { Sourced($0, from: provenance) }
        metadata.pages = pages.map { Sourced($0, from: provenance) }
        return metadata
    }
}
