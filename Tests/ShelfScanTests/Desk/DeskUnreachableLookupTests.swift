import Foundation
import ShelfScan
import ShelfScanTestSupport
import Testing

/// The desk's catalogue steps with the book services out of reach, on real loopback sockets:
/// limits of a second, and generous bounds on how long each step may take.
@Suite("The desk when the book services cannot be reached")
struct DeskUnreachableLookupTests {
    private static let typed = TypedBookDetails(title: "Kept as typed", authors: ["A. Typist"])

    /// Every service at `base`, with a second for a connection and a second for a request.
    private static func settings(_ base: URL) -> OnlineSettings {
        var settings = OnlineSettings(openLibraryURL: base, googleBooksURL: base.appendingPathComponent("books/v1"),
                                      coversURL: base.appendingPathComponent("covers"), contact: "desk@example.org")
        settings.timeout = .seconds(1)
        settings.connectTimeout = .seconds(1)
        return settings
    }

    @Test("a book added while the services refuse connections is added as typed, its lookup owed")
    func addedWhileRefused() async throws {
        let fixture = try DeskFixture()
        try await ClosedLoopbackPort.withPort { closed in
            // Not timed: the desk reads even a typed ISBN on the scanning threads, which the suite's
            // photo tests keep busy for minutes; the lookup's own time is checked in CatalogKit.
            let added = try await CatalogLookup.withLookup(catalog: try CatalogDatabase.inMemory(),
                                                           settings: Self.settings(closed.baseURL)) { lookup in
                try await fixture.desk.addBook(from: .typed(DeskFixture.plainDigits), typed: Self.typed, lookup: lookup,
                                               by: fixture.alice)
            }
            #expect(added.book.book.title == "Kept as typed")
            #expect(added.edition?.lookupPending == true)
            #expect(added.lookup?.failureSummary == "Open Library, Google Books: Connection refused")
        }
    }

    @Test("completing many owed lookups against services that never answer costs one timeout per service")
    func completedWhileSilent() async throws {
        let fixture = try DeskFixture()
        for digits in [DeskFixture.plainDigits, DeskFixture.coverDigits, "9781915000019"] {
            _ = try await fixture.desk.addBook(from: .typed(digits), typed: Self.typed, lookup: nil, by: fixture.alice)
        }
        try await LoopbackServer.withServer { server in
            let never = ScriptedResponse(body: Array("{}".utf8), delay: .seconds(60))
            server.script("/api/books", never)
            server.script("/books/v1/volumes", never)
            let started = ContinuousClock.now
            let done = try await CatalogLookup.withLookup(catalog: try CatalogDatabase.inMemory(),
                                                          settings: Self.settings(server.baseURL)) { lookup in
                try await fixture.desk.completeLookups(of: fixture.alice, with: lookup)
            }
            // A timeout for Open Library's one batch and one for Google Books' first book, plus turns.
            #expect(ContinuousClock.now - started < .seconds(10))
            #expect(done.count == 3 && done.allSatisfy(\.stillOwed))
            #expect(server.requests(to: "/api/books").count == 1)
            #expect(server.requests(to: "/books/v1/volumes").count == 1)
        }
    }
}
