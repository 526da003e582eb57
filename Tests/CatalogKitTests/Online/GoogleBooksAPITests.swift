import CatalogKit
import Foundation
import ShelfScanTestSupport
import Testing

@Suite("Google Books")
struct GoogleBooksAPITests {
    @Test("the volume listing the ISBN becomes metadata credited to Google Books, its language as a MARC code")
    func found() async throws {
        try await OnlineHarness.run { harness, lookup in
            harness.server.script("/books/v1/volumes", try OnlineFixtures.json("googlebooks-quiet-orchard.json"))
            let answer = try await GoogleBooksAPI(client: lookup.client).lookup(OnlineFixtures.quietOrchard)
            guard case let .found(metadata, key) = answer else {
                Issue.record("expected a volume, got \(answer)")
                return
            }
            #expect(key == "qZx0AAAAQBAJ")
            #expect(metadata.title?.value == "A Quiet Orchard")
            #expect(metadata.subtitle?.value == "Stories")
            #expect(metadata.authors?.value == ["Tobias Wren", "Hanne Vogt"])
            #expect(metadata.publisher?.value == "Fernleaf Verlag")
            #expect(metadata.published?.value.description == "2021-09-14")
            #expect(metadata.pages?.value == 204)
            #expect(metadata.language?.value == "ger")
            #expect(metadata.subjects?.value == ["Fiction"])
            // The control character Google left in the text is dropped.
            #expect(metadata.summary?.value == "Eleven stories set among the apple farms of a northern valley, where every harvest keeps a secret.")
            #expect(metadata.title?.provenance.first?.source == .googleBooks)
            #expect(harness.server.requests.first?.queryValue("q") == "isbn:9781915000040")
            #expect(harness.server.requests.first?.queryValue("key") == nil)
        }
    }

    @Test("totalItems 0 means not found")
    func notFound() async throws {
        try await OnlineHarness.run { harness, lookup in
            harness.server.script("/books/v1/volumes", try OnlineFixtures.json("googlebooks-not-found.json"))
            #expect(try await GoogleBooksAPI(client: lookup.client).lookup(OnlineFixtures.quietOrchard) == .notFound)
        }
    }

    @Test("a volume of another edition is refused")
    func otherEdition() async throws {
        try await OnlineHarness.run { harness, lookup in
            harness.server.script("/books/v1/volumes", try OnlineFixtures.json("googlebooks-other-edition.json"))
            let answer = try await GoogleBooksAPI(client: lookup.client).lookup(OnlineFixtures.kelso)
            let refusal = CatalogError.otherEdition(scanned: OnlineFixtures.kelso,
                                                    found: [OnlineFixtures.kelsoOther.isbn13], source: "Google Books")
            #expect(answer == .otherEdition(refusal))
        }
    }

    @Test("a configured key is sent with the search")
    func key() async throws {
        try await OnlineHarness.run({ $0.googleBooksKey = "k-123" }) { harness, lookup in
            harness.server.script("/books/v1/volumes", try OnlineFixtures.json("googlebooks-not-found.json"))
            _ = try await GoogleBooksAPI(client: lookup.client).lookup(OnlineFixtures.quietOrchard)
            #expect(harness.server.requests.first?.queryValue("key") == "k-123")
        }
    }

    @Test("two-letter languages map to MARC codes; unknown ones to none", arguments: [
        ("en", "eng"), ("de", "ger"), ("fr", "fre"), ("zh-CN", "chi"), ("pt_BR", "por"), ("iw", "heb"), ("xx", nil), ("", nil),
    ] as [(String, String?)])
    func languages(iso: String, marc: String?) {
        #expect(MARCLanguage.code(forISO: iso) == marc)
    }
}
