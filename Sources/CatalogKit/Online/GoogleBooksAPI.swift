import Foundation
import ISBNKit

/// Google Books' volume search by ISBN (`/volumes?q=isbn:…`, with `&key=…` when a key is set):
/// title, subtitle, authors, publisher, date, pages, categories, description and language. Of
/// the volumes found, the one whose own ISBNs include the one asked is used; `totalItems: 0`
/// means not found.
///
/// ```swift
/// let answer = try await GoogleBooksAPI(client: client).lookup(isbn)
/// answer.metadata?.language?.value   // "ger" for a volume in German
/// ```
public struct GoogleBooksAPI: Sendable {
    /// The client requests go through.
    public let client: OnlineClient

    /// Google Books at `client.settings.googleBooksURL`.
    public init(client: OnlineClient) {
        self.client = client
    }

    /// The volume of `isbn`; `.otherEdition` when Google found volumes but none lists `isbn`.
    public func lookup(_ isbn: ISBN) async throws(OnlineLookupError) -> ProviderAnswer {
        let response = try await client.get(url(for: isbn), bucket: .googleBooks)
        guard response.status == 200 else { throw .httpStatus(url: response.url, status: response.status) }
        let answer = try OnlineJSON.object(response)
        let volumes = answer.members["items"]?.array?.compactMap { $0.object.map(OpenLibraryDumpObject.init) } ?? []
        guard let first = volumes.first else { return .notFound }
        let fetchedAt = client.now()
        for volume in volumes {
            guard let info = volume.object("volumeInfo"), Self.isbns(of: info).contains(isbn) else { continue }
            return .found(Self.metadata(info, isbn: isbn, at: fetchedAt), recordKey: volume.line("id", limit: 100))
        }
        // Google matched the ISBN loosely (another edition of the work): refused, as EditionCheck would.
        let listed = first.object("volumeInfo").map(Self.isbns) ?? []
        return .otherEdition(.otherEdition(scanned: isbn, found: listed.map(\.isbn13),
                                           source: MetadataSource.googleBooks.description))
    }

    /// The search address; the key, percent-encoded, when one is set.
    private func url(for isbn: ISBN) -> String {
        let base = OnlineSettings.base(client.settings.googleBooksURL) + "/volumes?q=isbn:\(isbn.isbn13)"
        guard let key = client.settings.googleBooksKey,
              let encoded = key.addingPercentEncoding(withAllowedCharacters: .alphanumerics)
        else { return base }
        return base + "&key=" + encoded
    }

    /// The `ISBN_13` and `ISBN_10` identifiers a volume lists.
    private static func identifiers(_ info: OpenLibraryDumpObject) -> [String] {
        (info.members["industryIdentifiers"]?.array ?? []).compactMap { element in
            guard let identifier = element.object, let type = identifier["type"]?.string,
                  type == "ISBN_13" || type == "ISBN_10"
            else { return nil }
            return identifier["identifier"]?.string
        }
    }

    /// The volume's ISBNs, each once (Google lists an edition's ISBN-13 and its ISBN-10).
    private static func isbns(of info: OpenLibraryDumpObject) -> [ISBN] {
        var seen = Set<ISBN>()
        return identifiers(info).compactMap { ISBN($0) }.filter { seen.insert($0).inserted }
    }
}
