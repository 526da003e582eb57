import Foundation
import ISBNKit

extension CatalogLookup {
    /// Open Library: the Books API for all `books` (batched), then the edition records of each
    /// book found whose record still misses a wanted field they can give.
    func fetchOpenLibrary(_ books: [LookupProgress]) async -> [Fetched] {
        let answers = await OpenLibraryBooksAPI(client: client).lookup(books.map(\.isbn))
        var fetched: [Fetched] = []
        for book in books {
            // The Books API answers every ISBN it is given; one left out would be one it does not know.
            switch answers[book.isbn] ?? .success(.notFound) {
            case let .success(.found(metadata, key)):
                fetched.append(await withRecords(metadata, editionKey: key, for: book))
            case let .success(answer):
                fetched.append(.answered(answer))
            case let .failure(error):
                fetched.append(.failed(error))
            }
        }
        return fetched
    }

    /// The Books API's `metadata` completed from the edition records when they may give a wanted
    /// field still missing; the Books API's answer alone when they have nothing to add.
    private func withRecords(_ metadata: BookMetadata, editionKey: String?, for book: LookupProgress) async -> Fetched {
        let wanted = book.missing(settings.wanted, with: metadata, merge: merge)
            .intersection(OpenLibraryEditionRecords.fills)
        guard !wanted.isEmpty else { return .answered(.found(metadata, recordKey: editionKey)) }
        do {
            let records = try await OpenLibraryEditionRecords(client: client).lookup(book.isbn, editionKey: editionKey,
                                                                                     wanting: wanted)
            guard let extra = records.metadata,
                  let combined = try? MetadataMerge(priority: [.openLibrary]).merge([metadata, extra], for: book.isbn)
            else { return .answered(.found(metadata, recordKey: editionKey)) }
            return .answered(.found(combined, recordKey: editionKey))
        } catch {
            return .partly(metadata, error)
        }
    }
}
