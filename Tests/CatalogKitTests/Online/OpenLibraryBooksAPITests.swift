import CatalogKit
import Foundation
import ISBNKit
import ShelfScanTestSupport
import Testing

@Suite("Open Library's Books API")
struct OpenLibraryBooksAPITests {
    @Test("a record of the edition becomes metadata credited to Open Library")
    func found() async throws {
        try await OnlineHarness.run { harness, lookup in
            harness.server.script("/api/books", try OnlineFixtures.json("openlibrary-books-salt-road.json"))
            let answers = try await OpenLibraryBooksAPI(client: lookup.client).lookupBatch([OnlineFixtures.saltRoad])
            let answer = try #require(answers[OnlineFixtures.saltRoad])
            guard case let .found(metadata, key) = answer else {
                Issue.record("expected a record, got \(answer)")
                return
            }
            #expect(key == "/books/OL900001M")
            #expect(metadata.title?.value == "The Salt Road Atlas")
            #expect(metadata.subtitle?.value == "maps of a vanished coast")
            #expect(metadata.authors?.value == ["Ines Harrowgate"])
            #expect(metadata.publisher?.value == "Gullwing Books")
            #expect(metadata.published?.value.description == "2018-03")
            #expect(metadata.pages?.value == 288)
            #expect(metadata.subjects?.value == ["Cartography", "Coastal history"])
            #expect(metadata.coverID?.value == 9_000_001)
            #expect(metadata.title?.provenance == [Provenance(source: .openLibrary, at: harness.clock.now)])
            let request = try #require(harness.server.requests.first)
            #expect(request.queryValue("bibkeys") == "ISBN:9781915000019")
            #expect(request.queryValue("format") == "json")
            #expect(request.queryValue("jscmd") == "data")
        }
    }

    @Test("an empty object means not found")
    func notFound() async throws {
        try await OnlineHarness.run { harness, lookup in
            harness.server.script("/api/books", try OnlineFixtures.json("openlibrary-books-not-found.json"))
            let answers = try await OpenLibraryBooksAPI(client: lookup.client).lookupBatch([OnlineFixtures.saltRoad])
            #expect(answers == [OnlineFixtures.saltRoad: .notFound])
        }
    }

    @Test("a record whose own ISBNs do not include the one asked is refused as another edition")
    func otherEdition() async throws {
        try await OnlineHarness.run { harness, lookup in
            harness.server.script("/api/books", try OnlineFixtures.json("openlibrary-books-other-edition.json"))
            let answers = try await OpenLibraryBooksAPI(client: lookup.client).lookupBatch([OnlineFixtures.tidewater])
            let refusal = CatalogError.otherEdition(scanned: OnlineFixtures.tidewater,
                                                    found: [OnlineFixtures.tidewaterOther.isbn13], source: "Open Library")
            #expect(answers == [OnlineFixtures.tidewater: .otherEdition(refusal)])
        }
    }

    @Test("malformed JSON is an error naming the address and the parser's reason")
    func malformed() async throws {
        try await OnlineHarness.run { harness, lookup in
            harness.server.script("/api/books", try OnlineFixtures.json("openlibrary-books-malformed.json"))
            let error = await #expect(throws: OnlineLookupError.self) {
                try await OpenLibraryBooksAPI(client: lookup.client).lookupBatch([OnlineFixtures.saltRoad])
            }
            guard case let .malformedJSON(url, reason)? = error else {
                Issue.record("expected malformed JSON, got \(String(describing: error))")
                return
            }
            #expect(url.hasPrefix(harness.server.baseURL.absoluteString + "/api/books?bibkeys=ISBN:9781915000019"))
            #expect(!reason.isEmpty)
            #expect(error?.description.contains("malformed JSON") == true)
        }
    }

    @Test("30 ISBNs are asked in two requests of 25 and 5, and every one is answered")
    func batching() async throws {
        try await OnlineHarness.run { harness, lookup in
            harness.server.script("/api/books", handler: OnlineFixtures.booksAnswer)
            let isbns = (1...30).map(SampleISBN.make)
            let answers = await OpenLibraryBooksAPI(client: lookup.client).lookup(isbns)
            let requests = harness.server.requests(to: "/api/books")
            #expect(requests.count == 2)
            #expect(requests.map { $0.queryValue("bibkeys")?.split(separator: ",").count } == [25, 5])
            #expect(answers.count == 30)
            let found = isbns.filter { if case .success(.found)? = answers[$0] { true } else { false } }
            #expect(found == isbns.enumerated().filter { $0.offset % 2 == 0 }.map(\.element))
        }
    }

    @Test("a failed batch gives its error to each of its ISBNs")
    func failedBatch() async throws {
        try await OnlineHarness.run({ $0.attempts = 1 }) { harness, lookup in
            harness.server.script("/api/books", .status(500))
            let isbns = [OnlineFixtures.saltRoad, OnlineFixtures.tidewater]
            let answers = await OpenLibraryBooksAPI(client: lookup.client).lookup(isbns)
            for isbn in isbns {
                guard case let .failure(.httpStatus(_, status))? = answers[isbn] else {
                    Issue.record("expected HTTP status 500 for \(isbn), got \(String(describing: answers[isbn]))")
                    continue
                }
                #expect(status == 500)
            }
        }
    }
}
