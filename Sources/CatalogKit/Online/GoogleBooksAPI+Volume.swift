import Foundation
import ISBNKit

extension GoogleBooksAPI {
    /// What a volume's `volumeInfo` says of `isbn`.
    static func metadata(_ info: OpenLibraryDumpObject, isbn: ISBN, at date: Date) -> BookMetadata {
        let provenance = Provenance(source: .googleBooks, at: date)
        func sourced<Value>(_ value: Value?) -> Sourced<Value>? { value.map { Sourced($0, from: provenance) } }
        func list(_ items: [String]) -> Sourced<[String]>? { items.isEmpty ? nil : Sourced(items, from: provenance) }
        var metadata = BookMetadata(isbn: isbn)
        metadata.title = sourced(info.line("title", limit: OpenLibraryEdition.titleLimit))
        metadata.subtitle = sourced(info.line("subtitle", limit: OpenLibraryEdition.titleLimit))
        metadata.authors = list(info.lines("authors", limit: OpenLibraryEdition.nameLimit))
        metadata.publisher = sourced(info.line("publisher", limit: OpenLibraryEdition.nameLimit))
        metadata.published = sourced(info.date("publishedDate").flatMap(PublicationDate.init(parsing:)))
        metadata.pages = sourced(info.integer("pageCount").flatMap { $0 > 0 ? $0 : nil })
        metadata.language = sourced(info.line("language", limit: 20).flatMap(MARCLanguage.code(forISO:)))
        metadata.subjects = list(info.lines("categories", limit: OpenLibraryEdition.nameLimit))
        metadata.summary = sourced(info.paragraphs("description", limit: OpenLibraryWork.descriptionLimit))
        return metadata
    }
}
