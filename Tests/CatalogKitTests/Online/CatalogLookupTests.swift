import CatalogKit
import Foundation
import ISBNKit
import ShelfScanTestSupport
import Testing

@Suite("The lookup chain: local catalogue, cache, Open Library, Google Books")
struct CatalogLookupTests {
    private static func outcomes(_ result: CatalogLookupResult) -> [MetadataSource] {
        result.reports.map(\.source)
    }

    @Test("a book the local catalogue knows fully is not asked for online")
    func localFirst() async throws {
        let catalog = try CatalogDatabase.inMemory()
        var edition = OpenLibraryEdition(key: "/books/OL900001M", title: "The Salt Road Atlas")
        edition.isbns = [OnlineFixtures.saltRoad]
        edition.authorKeys = ["/authors/OL900001A"]
        var author = OpenLibraryAuthor(key: "/authors/OL900001A")
        author.name = "Ines Harrowgate"
        try await catalog.store([.edition(edition), .author(author)], at: Date(timeIntervalSince1970: 1_800_000_000))
        try await OnlineHarness.run(catalog: catalog) { harness, lookup in
            let result = await lookup.lookup(OnlineFixtures.saltRoad)
            #expect(result.metadata?.authors?.value == ["Ines Harrowgate"])
            #expect(result.answered == [.localCatalog])
            #expect(harness.server.requests.isEmpty)
            #expect(!result.refreshWorthwhile)
        }
    }

    @Test("what the local catalogue lacks comes from Open Library; the catalogue's title is kept")
    func fillsGaps() async throws {
        let catalog = try CatalogDatabase.inMemory()
        var edition = OpenLibraryEdition(key: "/books/OL1M", title: "Salt Road Atlas (local)")
        edition.isbns = [OnlineFixtures.saltRoad]
        try await catalog.store([.edition(edition)], at: Date(timeIntervalSince1970: 1_800_000_000))
        try await OnlineHarness.run(catalog: catalog) { harness, lookup in
            harness.server.script("/api/books", try OnlineFixtures.json("openlibrary-books-salt-road.json"))
            let result = await lookup.lookup(OnlineFixtures.saltRoad)
            #expect(result.metadata?.title?.value == "Salt Road Atlas (local)")
            #expect(result.metadata?.authors?.value == ["Ines Harrowgate"])
            #expect(result.metadata?.authors?.provenance.first?.source == .openLibrary)
            #expect(result.answered == [.localCatalog, .openLibrary])
            #expect(harness.server.requests(to: "/books/v1/volumes").isEmpty)
        }
    }

    @Test("when Open Library times out, Google Books' answer is used and the failure reported")
    func failureThenFallback() async throws {
        try await OnlineHarness.run({ $0.timeout = .seconds(2) }) { harness, lookup in
            harness.server.script("/api/books", ScriptedResponse(body: Array("{}".utf8), delay: .seconds(60)))
            harness.server.script("/books/v1/volumes", try OnlineFixtures.json("googlebooks-quiet-orchard.json"))
            let result = await lookup.lookup(OnlineFixtures.quietOrchard)
            #expect(result.metadata?.title?.value == "A Quiet Orchard")
            #expect(result.answered == [.googleBooks])
            #expect(result.failures.map(\.source) == [.openLibrary])
            guard case .failed(.timeout)? = result.failures.first?.outcome else {
                Issue.record("expected a timeout, got \(result.reports)")
                return
            }
            #expect(result.failures.first?.description.hasPrefix("Open Library: ") == true)
            #expect(result.refreshWorthwhile)
            #expect(Self.outcomes(result) == [.localCatalog, .openLibrary, .googleBooks])
        }
    }

    @Test("a wanted description is fetched from the edition's work, and Google Books is then not asked")
    func editionRecords() async throws {
        try await OnlineHarness.run({ $0.wanted = [.title, .authors, .summary] }) { harness, lookup in
            harness.server.script("/api/books", try OnlineFixtures.json("openlibrary-books-salt-road.json"))
            harness.server.script("/books/OL900001M.json", try OnlineFixtures.json("openlibrary-edition-salt-road.json"))
            harness.server.script("/works/OL900001W.json", try OnlineFixtures.json("openlibrary-work-salt-road.json"))
            let result = await lookup.lookup(OnlineFixtures.saltRoad)
            #expect(result.metadata?.summary?.value.hasPrefix("A cartographer retraces") == true)
            #expect(result.metadata?.coverID?.value == 9_000_001)
            #expect(harness.server.requests.map(\.path) == ["/api/books", "/books/OL900001M.json", "/works/OL900001W.json"])
        }
    }

    @Test("when the edition's further records fail, the Books API's answer is used, reported as partial, not cached")
    func partial() async throws {
        let configure: (inout OnlineSettings) -> Void = { $0.wanted = [.title, .authors, .summary]; $0.attempts = 1 }
        try await OnlineHarness.run(configure) { harness, lookup in
            harness.server.script("/api/books", try OnlineFixtures.json("openlibrary-books-salt-road.json"))
            harness.server.script("/books/OL900001M.json", .status(500))
            harness.server.script("/books/v1/volumes", try OnlineFixtures.json("googlebooks-not-found.json"))
            let result = await lookup.lookup(OnlineFixtures.saltRoad)
            #expect(result.metadata?.title?.value == "The Salt Road Atlas")
            guard case .partial(.httpStatus(_, 500))? = result.reports.first(where: { $0.source == .openLibrary })?.outcome else {
                Issue.record("expected a partial answer, got \(result.reports)")
                return
            }
            #expect(result.refreshWorthwhile)
            _ = await lookup.lookup(OnlineFixtures.saltRoad)
            #expect(harness.server.requests(to: "/api/books").count == 2)
        }
    }

    @Test("Open Library is asked for many books at once: 30 ISBNs in two Books API requests")
    func batched() async throws {
        try await OnlineHarness.run({ $0.providers = [.openLibrary] }) { harness, lookup in
            harness.server.script("/api/books", handler: OnlineFixtures.booksAnswer)
            let isbns = (1...30).map(SampleISBN.make)
            let results = await lookup.lookup(isbns)
            #expect(harness.server.requests.map(\.path) == ["/api/books", "/api/books"])
            #expect(results.filter { $0.metadata != nil }.count == 15)
            #expect(results[0].metadata?.authors?.value == ["Author \(isbns[0].isbn13)"])
        }
    }

    @Test("a record of another edition is refused and reported, never merged")
    func otherEditionRefused() async throws {
        try await OnlineHarness.run { harness, lookup in
            harness.server.script("/api/books", try OnlineFixtures.json("openlibrary-books-other-edition.json"))
            harness.server.script("/books/v1/volumes", try OnlineFixtures.json("googlebooks-not-found.json"))
            let result = await lookup.lookup(OnlineFixtures.tidewater)
            #expect(result.metadata == nil)
            guard case .otherEdition? = result.reports.first(where: { $0.source == .openLibrary })?.outcome else {
                Issue.record("expected a refusal, got \(result.reports)")
                return
            }
            #expect(!result.refreshWorthwhile)
        }
    }

    @Test("a second lookup is answered from the cache without a request")
    func cacheHit() async throws {
        try await OnlineHarness.run { harness, lookup in
            harness.server.script("/api/books", try OnlineFixtures.json("openlibrary-books-salt-road.json"))
            let first = await lookup.lookup(OnlineFixtures.saltRoad)
            let fetchedAt = harness.clock.now
            harness.clock.advance(by: 3_600)
            let second = await lookup.lookup(OnlineFixtures.saltRoad)
            #expect(harness.server.requests.count == 1)
            #expect(second.metadata == first.metadata)
            #expect(second.reports.last?.cachedAt == fetchedAt)
        }
    }

    @Test("a found answer expires after 30 days, a not-found one after a day")
    func cacheExpiry() async throws {
        try await OnlineHarness.run({ $0.providers = [.openLibrary] }) { harness, lookup in
            harness.server.script("/api/books", handler: OnlineFixtures.booksAnswer)
            let found = SampleISBN.make(1)
            let missing = SampleISBN.make(2)
            _ = await lookup.lookup([found, missing])
            harness.clock.advance(by: 2 * 86_400)
            _ = await lookup.lookup([found, missing])
            #expect(harness.server.requests(to: "/api/books").map { $0.queryValue("bibkeys") } == [
                "ISBN:\(found.isbn13),ISBN:\(missing.isbn13)", "ISBN:\(missing.isbn13)",
            ])
            harness.clock.advance(by: 29 * 86_400)
            _ = await lookup.lookup([found])
            #expect(harness.server.requests.count == 3)
        }
    }

    @Test("failures are not cached: the next lookup asks again")
    func failuresNotCached() async throws {
        try await OnlineHarness.run({ $0.attempts = 1; $0.providers = [.openLibrary] }) { harness, lookup in
            harness.server.script("/api/books", .status(500), try OnlineFixtures.json("openlibrary-books-salt-road.json"))
            let failed = await lookup.lookup(OnlineFixtures.saltRoad)
            #expect(failed.refreshWorthwhile)
            let second = await lookup.lookup(OnlineFixtures.saltRoad)
            #expect(second.metadata?.title?.value == "The Salt Road Atlas")
            #expect(harness.server.requests.count == 2)
        }
    }

    @Test("offline, nothing is requested: the cache still answers, the rest is marked for a refresh")
    func offline() async throws {
        try await OnlineHarness.run { harness, lookup in
            harness.server.script("/api/books", try OnlineFixtures.json("openlibrary-books-salt-road.json"))
            _ = await lookup.lookup(OnlineFixtures.saltRoad)
            var settings = harness.settings
            settings.offline = true
            let offline = harness.lookup(settings)
            let results = await offline.lookup([OnlineFixtures.saltRoad, OnlineFixtures.quietOrchard])
            await offline.shutdown()
            #expect(harness.server.requests.count == 1)
            #expect(results[0].metadata?.title?.value == "The Salt Road Atlas")
            #expect(results[0].answered == [.openLibrary])
            #expect(!results[0].refreshWorthwhile)
            #expect(results[1].metadata == nil)
            #expect(results[1].reports.map(\.outcome) == [.notFound, .offline, .offline])
            #expect(results[1].refreshWorthwhile)
        }
    }

    @Test("each distinct ISBN gets one result, in the order given")
    func distinct() async throws {
        let settings = try OnlineSettings(environment: ["SHELFSCAN_OFFLINE": "1"])
        let isbns = [OnlineFixtures.kelso, OnlineFixtures.saltRoad, OnlineFixtures.kelso]
        let results = await CatalogLookup.withLookup(catalog: try CatalogDatabase.inMemory(), settings: settings) { lookup in
            await lookup.lookup(isbns)
        }
        #expect(results.map(\.isbn) == [OnlineFixtures.kelso, OnlineFixtures.saltRoad])
    }
}
