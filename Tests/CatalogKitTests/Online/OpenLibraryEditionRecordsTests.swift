import CatalogKit
import Foundation
import ShelfScanTestSupport
import Testing

@Suite("Open Library's edition, work and author records")
struct OpenLibraryEditionRecordsTests {
    /// Scripts the Salt Road Atlas: `/isbn/…` redirecting to its edition, its work and its author.
    private static func scriptSaltRoad(_ server: LoopbackServer) throws {
        server.script("/isbn/9781915000019.json", .redirect(to: "/books/OL900001M.json"))
        server.script("/books/OL900001M.json", try OnlineFixtures.json("openlibrary-edition-salt-road.json"))
        server.script("/works/OL900001W.json", try OnlineFixtures.json("openlibrary-work-salt-road.json"))
        server.script("/authors/OL900001A.json", try OnlineFixtures.json("openlibrary-author-harrowgate.json"))
    }

    @Test("the ISBN's redirect is followed to the edition; its work gives the description, its author the name")
    func redirectWorkAndAuthor() async throws {
        try await OnlineHarness.run { harness, lookup in
            try Self.scriptSaltRoad(harness.server)
            let answer = try await OpenLibraryEditionRecords(client: lookup.client)
                .lookup(OnlineFixtures.saltRoad, wanting: [.authors, .summary, .language])
            guard case let .found(metadata, key) = answer else {
                Issue.record("expected the edition, got \(answer)")
                return
            }
            #expect(key == "/books/OL900001M")
            #expect(metadata.title?.value == "The Salt Road Atlas")
            #expect(metadata.language?.value == "eng")
            #expect(metadata.authors?.value == ["Ines Harrowgate"])
            #expect(metadata.summary?.value == """
                A cartographer retraces the salt merchants' road along a coast the sea has taken back.

                With forty hand-drawn maps.
                """)
            #expect(metadata.subjects?.value == ["Cartography", "Coastal history", "Salt trade", "Lost villages"])
            #expect(metadata.coverID?.value == 9_000_001)
            #expect(harness.server.requests.map(\.path) == ["/isbn/9781915000019.json", "/books/OL900001M.json",
                                                            "/works/OL900001W.json", "/authors/OL900001A.json"])
        }
    }

    @Test("a known edition key saves the redirect, and unwanted records are not fetched")
    func editionKey() async throws {
        try await OnlineHarness.run { harness, lookup in
            try Self.scriptSaltRoad(harness.server)
            let answer = try await OpenLibraryEditionRecords(client: lookup.client)
                .lookup(OnlineFixtures.saltRoad, editionKey: "/books/OL900001M", wanting: [.language])
            #expect(answer.metadata?.language?.value == "eng")
            #expect(answer.metadata?.authors == nil)
            #expect(harness.server.requests.map(\.path) == ["/books/OL900001M.json"])
        }
    }

    @Test("404 means not found")
    func notFound() async throws {
        try await OnlineHarness.run { _, lookup in
            let answer = try await OpenLibraryEditionRecords(client: lookup.client).lookup(OnlineFixtures.saltRoad)
            #expect(answer == .notFound)
        }
    }

    @Test("an edition record that does not list the ISBN is refused")
    func otherEdition() async throws {
        try await OnlineHarness.run { harness, lookup in
            try Self.scriptSaltRoad(harness.server)
            harness.server.script("/isbn/9781915000026.json", .redirect(to: "/books/OL900001M.json"))
            let answer = try await OpenLibraryEditionRecords(client: lookup.client).lookup(OnlineFixtures.tidewater)
            let refusal = CatalogError.otherEdition(scanned: OnlineFixtures.tidewater,
                                                    found: [OnlineFixtures.saltRoad.isbn13], source: "Open Library")
            #expect(answer == .otherEdition(refusal))
        }
    }
}
