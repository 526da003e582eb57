import Foundation
import ISBNKit

extension OpenLibraryBooksAPI {
    /// The answer one Books API record gives for `isbn`: refused unless the record's own
    /// `identifiers` list `isbn`.
    static func answer(_ record: OpenLibraryDumpObject, for isbn: ISBN, at date: Date) -> ProviderAnswer {
        let identifiers = record.object("identifiers")
        let listed = ["isbn_13", "isbn_10"].flatMap { identifiers?.lines($0, limit: 40) ?? [] }
        do {
            try EditionCheck.verify(listed, scanned: isbn, source: MetadataSource.openLibrary.description)
        } catch {
            return .otherEdition(error)
        }
        return .found(metadata(record, isbn: isbn, at: date), recordKey: record.key)
    }

    private static func metadata(_ record: OpenLibraryDumpObject, isbn: ISBN, at date: Date) -> BookMetadata {
        let provenance = Provenance(source: .openLibrary, at: date)
        func sourced<Value>(_ value: Value?) -> Sourced<Value>? { value.map { Sourced($0, from: provenance) } }
        func list(_ items: [String]) -> Sourced<[String]>? { items.isEmpty ? nil : Sourced(items, from: provenance) }
        var metadata = BookMetadata(isbn: isbn)
        metadata.title = sourced(record.line("title", limit: OpenLibraryEdition.titleLimit))
        metadata.subtitle = sourced(record.line("subtitle", limit: OpenLibraryEdition.titleLimit))
        metadata.authors = list(record.names("authors", limit: OpenLibraryEdition.nameLimit))
        metadata.publisher = sourced(record.names("publishers", limit: OpenLibraryEdition.nameLimit).first)
        metadata.published = sourced(record.date("publish_date").flatMap(PublicationDate.init(parsing:)))
        metadata.pages = sourced(record.integer("number_of_pages").flatMap { $0 > 0 ? $0 : nil })
        metadata.subjects = list(record.names("subjects", limit: OpenLibraryEdition.nameLimit))
        metadata.coverID = sourced(coverID(record.object("cover")))
        return metadata
    }

    /// The cover id in the record's cover addresses (`…/b/id/12345-L.jpg`).
    static func coverID(_ cover: OpenLibraryDumpObject?) -> Int? {
        for size in ["large", "medium", "small"] {
            guard let address = cover?.members[size]?.string, let range = address.range(of: "/b/id/") else { continue }
            let digits = address[range.upperBound...].prefix { $0.isASCII && $0.isNumber }
            if let id = Int(digits), id > 0 { return id }
        }
        return nil
    }
}
