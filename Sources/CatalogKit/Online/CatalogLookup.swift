import Foundation
import ISBNKit

/// Book metadata by ISBN from every source in turn: the local catalogue, then the cache and the
/// online services in `settings.providers` order, each asked only for the books whose record
/// still lacks a field of `settings.wanted`, everything merged with `MetadataMerge` (the local
/// catalogue trusted first, then the services in order). Offline, only the catalogue and the
/// cache are read.
///
/// Open Library's Books API is asked for many books per request; for a book it found, its
/// edition and work records are read too while a wanted field they can give (authors, summary,
/// language, subjects) is missing. Google Books is asked one book at a time. Answers, "not found"
/// included, are cached in the catalogue (`settings.foundLifetime`, `settings.notFoundLifetime`);
/// failures are not. Each result tells which sources answered and which failed with what error.
///
/// The lookup owns one HTTP client: call `shutdown()` when done, or use `withLookup`.
///
/// ```swift
/// let settings = try OnlineSettings(environment: ProcessInfo.processInfo.environment)
/// let results = await CatalogLookup.withLookup(catalogue: catalogue, settings: settings) { lookup in
///     await lookup.lookup(isbns)
/// }
/// ```
public final class CatalogLookup: Sendable {
    /// The local catalogue, which also holds the cache and the shared rate limit.
    public let catalog: CatalogDatabase
    /// Services, order, wanted fields, timeouts and cache lifetimes.
    public let settings: OnlineSettings
    /// The HTTP client every service is asked through.
    public let client: OnlineClient
    /// How answers are merged: the local catalogue first, then the services in order.
    let merge: MetadataMerge

    /// A lookup over `catalogue`; `now` and `wait` are the clock and the pause, for tests.
    public init(catalog: CatalogDatabase, settings: OnlineSettings,
                now: @escaping @Sendable () -> Date = { Date() },
                wait: @escaping @Sendable (Duration) async throws -> Void = { try await Task.sleep(for: $0) }) {
        self.catalog = catalog
        self.settings = settings
        client = OnlineClient(settings: settings, rateLimit: SharedRateLimit(catalog: catalog), now: now, wait: wait)
        merge = MetadataMerge(priority: [.localCatalog] + settings.providers.map(\.source))
    }

    /// Runs `body` with a new lookup and shuts it down afterwards, whether `body` throws or not.
    public static func withLookup<Value, Failure: Error>(
        catalog: CatalogDatabase, settings: OnlineSettings,
        now: @escaping @Sendable () -> Date = { Date() },
        wait: @escaping @Sendable (Duration) async throws -> Void = { try await Task.sleep(for: $0) },
        isolation: isolated (any Actor)? = #isolation,
        _ body: (CatalogLookup) async throws(Failure) -> Value
    ) async throws(Failure) -> Value {
        let lookup = CatalogLookup(catalog: catalog, settings: settings, now: now, wait: wait)
        do {
            let value = try await body(lookup)
            await lookup.shutdown()
            return value
        } catch {
            await lookup.shutdown()
            throw error
        }
    }

    /// Closes the HTTP client's connections.
    public func shutdown() async {
        await client.shutdown()
    }

    /// One result per distinct ISBN of `isbns`, in the order first given.
    public func lookup(_ isbns: [ISBN]) async -> [CatalogLookupResult] {
        var seen = Set<ISBN>()
        var books = isbns.filter { seen.insert($0).inserted }.map(LookupProgress.init)
        await readCatalog(&books)
        var asked = Set<OnlineProvider>()
        for provider in settings.providers where asked.insert(provider).inserted {
            await ask(provider, &books)
        }
        return books.map(\.result)
    }

    /// The result for one ISBN.
    public func lookup(_ isbn: ISBN) async -> CatalogLookupResult {
        await lookup([isbn]).first ?? CatalogLookupResult(isbn: isbn)
    }

    /// The path of Open Library cover `id`'s file in `folder`, fetched the first time (see `CoverCache`).
    public func coverFile(id: Int, folder: URL) async throws(CoverError) -> String? {
        try await CoverCache(folder: folder, client: client).file(forCover: id)
    }

    /// Keeps cover `id` in `folder` as unusable (`CoverCache.markUnusable(cover:)`), e.g. after
    /// the photo rules refused it.
    public func markCoverUnusable(id: Int, folder: URL) throws(CoverError) {
        try CoverCache(folder: folder, client: client).markUnusable(cover: id)
    }

    /// What the local catalogue has of each book, read in one transaction.
    private func readCatalog(_ books: inout [LookupProgress]) async {
        let isbns = books.map(\.isbn)
        do {
            let records = try await catalog.read { db in try isbns.map { try CatalogDatabase.metadata(for: $0, db) } }
            for (index, record) in records.enumerated() {
                let outcome: SourceOutcome = record == nil ? .notFound : .found
                books[index].add(SourceReport(source: .localCatalog, outcome: outcome), record: record, merge: merge)
            }
        } catch {
            for index in books.indices {
                books[index].add(SourceReport(source: .localCatalog, outcome: .failed(.store(error))), record: nil, merge: merge)
            }
        }
    }
}
