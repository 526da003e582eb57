import Foundation
import ISBNKit

extension CatalogLookup {
    /// A service's answer for one book, as a lookup uses it.
    enum Fetched: Sendable {
        /// A whole answer, to use and cache.
        case answered(ProviderAnswer)
        /// The book was found but its further records failed: used, not cached.
        case partly(BookMetadata, OnlineLookupError)
        /// No usable answer.
        case failed(OnlineLookupError)
    }

    /// Asks `provider` (its cached answers first) for every book still missing a wanted field.
    func ask(_ provider: OnlineProvider, _ books: inout [LookupProgress]) async {
        let source = provider.source
        let wanting = books.indices.filter { !books[$0].missing(settings.wanted).isEmpty }
        guard !wanting.isEmpty else { return }
        let (pending, cacheError) = await takeCached(from: source, into: &books, at: wanting)
        if settings.offline {
            for index in pending {
                books[index].add(SourceReport(source: source, outcome: .offline, cacheError: cacheError), record: nil, merge: merge)
            }
        } else if !pending.isEmpty {
            let fetched = await fetch(provider, pending.map { books[$0] })
            await record(fetched, from: source, into: &books, at: pending, cacheError: cacheError)
        }
    }

    /// Adds `source`'s unexpired cached answers to the books at `indices`; returns the indices of
    /// the books without one, and why the cache could not be read if it could not.
    private func takeCached(from source: MetadataSource, into books: inout [LookupProgress],
                            at indices: [Int]) async -> (pending: [Int], error: CatalogStoreError?) {
        let cached: [ISBN: CachedAnswer]
        do {
            cached = try await catalog.cachedAnswers(for: indices.map { books[$0].isbn }, from: source, at: client.now())
        } catch {
            return (indices, error)
        }
        var pending: [Int] = []
        for index in indices {
            guard let answer = cached[books[index].isbn] else {
                pending.append(index)
                continue
            }
            let report = SourceReport(source: source, outcome: answer.metadata == nil ? .notFound : .found,
                                      cachedAt: answer.fetchedAt)
            books[index].add(report, record: answer.metadata, merge: merge)
        }
        return (pending, nil)
    }

    /// Adds each fetched answer to its book and caches the whole ones.
    private func record(_ fetched: [Fetched], from source: MetadataSource, into books: inout [LookupProgress],
                        at indices: [Int], cacheError: CatalogStoreError?) async {
        let fetchedAt = client.now()
        var cacheable: [ISBN: BookMetadata?] = [:]
        for (index, answer) in zip(indices, fetched) {
            if case let .answered(answer) = answer { cacheable[books[index].isbn] = answer.metadata }
        }
        var writeError: CatalogStoreError?
        do {
            try await catalog.cache(cacheable, from: source, fetchedAt: fetchedAt,
                                      foundLifetime: settings.foundLifetime, notFoundLifetime: settings.notFoundLifetime)
        } catch {
            writeError = error
        }
        for (index, answer) in zip(indices, fetched) {
            let isbn = books[index].isbn
            let problem = cacheable.keys.contains(isbn) ? writeError ?? cacheError : cacheError
            let (outcome, record) = Self.outcome(of: answer)
            books[index].add(SourceReport(source: source, outcome: outcome, cacheError: problem), record: record, merge: merge)
        }
    }

    private static func outcome(of fetched: Fetched) -> (SourceOutcome, BookMetadata?) {
        switch fetched {
        case let .answered(.found(metadata, _)): return (.found, metadata)
        case .answered(.notFound): return (.notFound, nil)
        case let .answered(.otherEdition(refusal)): return (.otherEdition(refusal), nil)
        case let .partly(metadata, error): return (.partial(error), metadata)
        case let .failed(error): return (.failed(error), nil)
        }
    }

    /// `provider`'s answers for `books`, in their order.
    private func fetch(_ provider: OnlineProvider, _ books: [LookupProgress]) async -> [Fetched] {
        switch provider {
        case .openLibrary: return await fetchOpenLibrary(books)
        case .googleBooks: return await fetchGoogleBooks(books)
        }
    }

    /// Google Books, one book at a time.
    private func fetchGoogleBooks(_ books: [LookupProgress]) async -> [Fetched] {
        let google = GoogleBooksAPI(client: client)
        var fetched: [Fetched] = []
        for book in books {
            do {
                fetched.append(.answered(try await google.lookup(book.isbn)))
            } catch {
                fetched.append(.failed(error))
            }
        }
        return fetched
    }
}
