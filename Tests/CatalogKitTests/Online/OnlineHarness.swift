import CatalogKit
import Foundation
import ShelfScanTestSupport

/// A loopback server standing in for Open Library (at `/`), Google Books (at `/books/v1`) and
/// the cover server (at `/covers`), an in-memory catalogue, a recording clock, and settings
/// pointing at the server.
struct OnlineHarness {
    let server: LoopbackServer
    let catalog: CatalogDatabase
    let clock: RecordingClock
    let settings: OnlineSettings

    /// Runs `body` with a fresh harness and a lookup over it, then shuts both down.
    static func run(catalog: CatalogDatabase? = nil, _ configure: (inout OnlineSettings) -> Void = { _ in },
                    _ body: (OnlineHarness, CatalogLookup) async throws -> Void) async throws {
        try await LoopbackServer.withServer { server in
            let base = server.baseURL
            var settings = OnlineSettings(openLibraryURL: base, googleBooksURL: base.appendingPathComponent("books/v1"),
                                          coversURL: base.appendingPathComponent("covers"),
                                          contact: "librarian@example.org")
            // Far above a loopback answer's few milliseconds: on a loaded 2-core machine running the
            // whole suite in parallel, answers took over 5 s. Tests of timeouts set their own.
            settings.timeout = .seconds(30)
            configure(&settings)
            let harness = OnlineHarness(server: server, catalog: try catalog ?? CatalogDatabase.inMemory(),
                                        clock: RecordingClock(), settings: settings)
            let lookup = harness.lookup()
            do {
                try await body(harness, lookup)
                await lookup.shutdown()
            } catch {
                await lookup.shutdown()
                throw error
            }
        }
    }

    /// Another lookup over the same catalogue, clock and settings (or `settings`).
    func lookup(_ settings: OnlineSettings? = nil) -> CatalogLookup {
        CatalogLookup(catalog: catalog, settings: settings ?? self.settings,
                      now: clock.nowFunction, wait: clock.waitFunction)
    }
}
