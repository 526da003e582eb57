import Foundation
import ISBNKit

/// Open Library's Books API (`/api/books?bibkeys=ISBN:…&format=json&jscmd=data`): many ISBNs per
/// request, each answered with title, subtitle, authors' names, publishers, date, pages, subjects,
/// cover and the edition's own ISBNs (no description and no language: see
/// `OpenLibraryEditionRecords`). `{}` or a missing key means not found.
///
/// ```swift
/// let answers = await OpenLibraryBooksAPI(client: client).lookup(isbns)
/// if case let .success(.found(metadata, _))? = answers[isbn] { print(metadata.title?.value ?? "") }
/// ```
public struct OpenLibraryBooksAPI: Sendable {
    /// The most ISBNs asked in one request.
    public static let batchSize = 25

    /// The client requests go through.
    public let client: OnlineClient

    /// The Books API at `client.settings.openLibraryURL`.
    public init(client: OnlineClient) {
        self.client = client
    }

    /// Answers for every ISBN of `isbns`, asked `batchSize` at a time; when a request fails,
    /// each ISBN it asked for gets its error.
    public func lookup(_ isbns: [ISBN]) async -> [ISBN: Result<ProviderAnswer, OnlineLookupError>] {
        var results: [ISBN: Result<ProviderAnswer, OnlineLookupError>] = [:]
        for start in stride(from: 0, to: isbns.count, by: Self.batchSize) {
            let batch = Array(isbns[start..<min(start + Self.batchSize, isbns.count)])
            do {
                for (isbn, answer) in try await lookupBatch(batch) { results[isbn] = .success(answer) }
            } catch {
                for isbn in batch { results[isbn] = .failure(error) }
            }
        }
        return results
    }

    /// Answers for at most `batchSize` ISBNs, in one request.
    public func lookupBatch(_ isbns: [ISBN]) async throws(OnlineLookupError) -> [ISBN: ProviderAnswer] {
        guard !isbns.isEmpty else { return [:] }
        let keys = isbns.map { "ISBN:" + $0.isbn13 }.joined(separator: ",")
        let url = OnlineSettings.base(client.settings.openLibraryURL) + "/api/books?bibkeys=\(keys)&format=json&jscmd=data"
        let response = try await client.get(url, bucket: .openLibrary(identified: client.settings.hasContact))
        guard response.status == 200 else { throw .httpStatus(url: response.url, status: response.status) }
        let answer = try OnlineJSON.object(response)
        let fetchedAt = client.now()
        var answers: [ISBN: ProviderAnswer] = [:]
        for isbn in isbns {
            answers[isbn] = answer.object("ISBN:" + isbn.isbn13).map { Self.answer($0, for: isbn, at: fetchedAt) } ?? .notFound
        }
        return answers
    }
}
