import Foundation
import ISBNKit

/// Open Library's own records of an edition (`/isbn/{isbn}.json`, which redirects to
/// `/books/OL…M.json`), its work (`/works/OL…W.json`) and its authors (`/authors/OL…A.json`),
/// read with the dump parsers. They hold what the Books API leaves out, the language and the
/// description (usually the work's), at the cost of a request per record, so a lookup reads them
/// only for a book the Books API found and only while a wanted field they can give is missing.
///
/// ```swift
/// let records = OpenLibraryEditionRecords(client: client)
/// let answer = try await records.lookup(isbn, wanting: [.summary])
/// answer.metadata?.summary?.value   // the edition's description, else its work's
/// ```
public struct OpenLibraryEditionRecords: Sendable {
    /// The fields these records can give that the Books API does not, or not always.
    public static let fills: Set<MetadataField> = [.authors, .summary, .language, .subjects]
    /// The most authors whose records are read for one edition.
    public static let authorLimit = 5

    /// The client requests go through.
    public let client: OnlineClient

    /// Records at `client.settings.openLibraryURL`.
    public init(client: OnlineClient) {
        self.client = client
    }

    /// The edition of `isbn`, from `editionKey` (`/books/OL…M`, saving the redirect) when known,
    /// else from `/isbn/{isbn}.json`. Its work is read when `fields` asks for a summary, subjects
    /// or authors the edition lacks; its authors' records when `fields` asks for authors.
    /// `.notFound` on 404; `.otherEdition` when the record does not list `isbn`.
    public func lookup(_ isbn: ISBN, editionKey: String? = nil,
                       wanting fields: Set<MetadataField> = fills) async throws(OnlineLookupError) -> ProviderAnswer {
        let path = editionKey.flatMap { OpenLibraryDumpKey.isValid($0, prefix: OpenLibraryDumpKey.edition) ? $0 : nil }
            ?? "/isbn/\(isbn.isbn13)"
        guard let (edition, object) = try await edition(at: path) else { return .notFound }
        do {
            try EditionCheck.verify(edition.isbns.map(\.isbn13), scanned: isbn, source: MetadataSource.openLibrary.description)
        } catch {
            return .otherEdition(error)
        }
        let provenance = Provenance(source: .openLibrary, at: client.now())
        var metadata = Self.metadata(of: edition, isbn: isbn, provenance: provenance)
        metadata.summary = object.paragraphs("description", limit: OpenLibraryWork.descriptionLimit)
            .map { Sourced($0, from: provenance) }
        try await complete(&metadata, of: edition, wanting: fields, provenance: provenance)
        return .found(metadata, recordKey: edition.key)
    }

    /// Adds what the work and the authors' records give, reading each only when `fields` wants it.
    private func complete(_ metadata: inout BookMetadata, of edition: OpenLibraryEdition, wanting fields: Set<MetadataField>,
                          provenance: Provenance) async throws(OnlineLookupError) {
        var authorKeys = edition.authorKeys
        let workWanted = (fields.contains(.summary) && !metadata.has(.summary))
            || (fields.contains(.subjects) && !metadata.has(.subjects)) || (fields.contains(.authors) && authorKeys.isEmpty)
        if workWanted, let workKey = edition.workKeys.first, let work = try await work(at: workKey) {
            if metadata.summary == nil { metadata.summary = work.description.map { Sourced($0, from: provenance) } }
            let subjects = metadata.subjects?.value ?? []
            let merged = subjects + work.subjects.filter { !subjects.contains($0) }
            metadata.subjects = merged.isEmpty ? nil : Sourced(merged, from: provenance)
            if authorKeys.isEmpty { authorKeys = work.authorKeys }
        }
        if fields.contains(.authors) {
            let names = try await authorNames(authorKeys)
            metadata.authors = names.isEmpty ? nil : Sourced(names, from: provenance)
        }
    }

    private static func metadata(of edition: OpenLibraryEdition, isbn: ISBN, provenance: Provenance) -> BookMetadata {
        func sourced<Value>(_ value: Value?) -> Sourced<Value>? { value.map { Sourced($0, from: provenance) } }
        var metadata = BookMetadata(isbn: isbn)
        metadata.title = sourced(edition.title)
        metadata.subtitle = sourced(edition.subtitle)
        metadata.publisher = sourced(edition.publishers.first)
        metadata.published = sourced(edition.published)
        metadata.pages = sourced(edition.numberOfPages)
        metadata.language = sourced(edition.languages.first)
        metadata.subjects = edition.subjects.isEmpty ? nil : Sourced(edition.subjects, from: provenance)
        metadata.coverID = sourced(edition.coverIDs.first)
        return metadata
    }
}
