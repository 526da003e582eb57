import LendingKit

/// The lending store under a neighbourhood's load: readers, a large imported collection, keyword
/// searches, handovers by ISBN and recommendations, each timed, and checked against the targets.
///
/// Every figure is measured on a store file, as the command line and desk use it (WAL, normal sync),
/// filled with a `SampleLibrary` made from `seed`.
///
/// ```swift
/// let result = try LendingBenchmark(books: 100_000, users: 10_000).run(databasePath: "/tmp/bench.sqlite")
/// result.search.p95Milliseconds   // 0.8
/// result.passed                   // true when every target is met
/// ```
public struct LendingBenchmark: Sendable {
    /// Books imported in one batch.
    public var books: Int
    /// Readers created, who own the books and borrow them.
    public var users: Int
    /// Keyword searches timed.
    public var searches: Int
    /// Handovers timed (both scans); each borrower's recommendations are timed afterwards.
    public var handovers: Int
    /// The seed the library and the choices are made from.
    public var seed: UInt64

    /// Importing 100,000 books takes under this many seconds.
    public static let importTarget = 10.0
    /// 95% of keyword searches take under this many milliseconds.
    public static let searchTarget = 5.0
    /// Half of the handovers (both scans) take under this many milliseconds.
    public static let handoverTarget = 2.0
    /// Recommendations asked for per borrower.
    public static let recommendationLimit = 20

    /// A benchmark of the given sizes; the defaults are the sizes the targets are set for.
    public init(books: Int = 100_000, users: Int = 10_000, searches: Int = 1_000, handovers: Int = 1_000,
                seed: UInt64 = 1) {
        self.books = books
        self.users = users
        self.searches = searches
        self.handovers = handovers
        self.seed = seed
    }

    /// Builds the store at `databasePath` (a new file) and times each step.
    ///
    /// Needs at least two users, one book, and no more handovers than books.
    public func run(databasePath: String) throws -> LendingBenchmarkResult {
        let db = try AppDatabase.open(atPath: databasePath)
        var library = SampleLibrary(seed: seed)
        var random = SeededGenerator(seed: seed ^ 0x5EED)
        let clock = ContinuousClock()
        let usersStart = clock.now
        let readers = try (0..<users).map { index in try db.createUser(library.profile(index)) }
        let usersSeconds = (clock.now - usersStart).seconds
        let imports = try library.drafts(count: books).map { draft in
            BookImport(owner: random.pick(readers), draft: draft)
        }
        let importStart = clock.now
        let ids = try db.importBooks(imports)
        let importSeconds = (clock.now - importStart).seconds
        let search = try timeSearches(db, imports: imports, library: &library, random: &random)
        let lent = try timeHandovers(db, imports: imports, ids: ids, readers: readers, random: &random)
        let suggestions = try timeRecommendations(db, borrowers: lent.borrowers)
        return LendingBenchmarkResult(
            books: books, users: users, usersSeconds: usersSeconds, importSeconds: importSeconds,
            searches: searches, searchesWithoutMatch: search.misses, mostMatches: search.mostMatches,
            search: TimingSummary(seconds: search.firstPage), searchLastPage: TimingSummary(seconds: search.lastPage),
            handovers: handovers, handover: TimingSummary(seconds: lent.samples),
            recommendationUsers: lent.borrowers.count, recommendationsFound: suggestions.found,
            recommendations: TimingSummary(seconds: suggestions.samples))
    }

    /// Searches for words of random books, timing the first page with the total and then the last
    /// page of the same query; returns both times, how many found nothing and the most matches.
    private func timeSearches(_ db: AppDatabase, imports: [BookImport], library: inout SampleLibrary,
                              random: inout SeededGenerator) throws -> SearchTimes {
        let queries = (0..<searches).map { _ in library.query(matching: random.pick(imports).draft) }
        var times = SearchTimes()
        for query in queries {
            let start = ContinuousClock.now
            let first = try db.search(query)
            times.firstPage.append((ContinuousClock.now - start).seconds)
            if first.isEmpty { times.misses += 1 }
            times.mostMatches = max(times.mostMatches, first.total)
            let lastOffset = max(0, first.total - 1) / PageRequest.first.limit * PageRequest.first.limit
            let lastStart = ContinuousClock.now
            _ = try db.search(query, page: PageRequest(limit: PageRequest.first.limit, offset: lastOffset))
            times.lastPage.append((ContinuousClock.now - lastStart).seconds)
        }
        return times
    }

    /// Lends random books to a pool of borrowers small enough that each borrows several, timing
    /// the owner's and the borrower's scans by ISBN together.
    private func timeHandovers(_ db: AppDatabase, imports: [BookImport], ids: [Int64], readers: [User],
                               random: inout SeededGenerator) throws -> (samples: [Double], borrowers: [User]) {
        let pool = Array(readers.prefix(max(2, handovers / 3)))
        let spot = try PickupLocation(latitude: 52.52, longitude: 13.405, address: "Library steps")
        var lent: Set<Int> = []
        var samples: [Double] = []
        var borrowers: [Int64: User] = [:]
        while samples.count < handovers {
            let index = random.index(below: ids.count)
            let owner = imports[index].owner
            let borrower = random.pick(pool)
            // Sample books all have ISBNs: the handover is timed by ISBN, the way most are scanned.
            guard borrower.id != owner.id, let isbn = imports[index].draft.isbn, lent.insert(index).inserted else { continue }
            let request = try db.requestBook(ids[index], by: borrower)
            try db.accept(request: request.id, pickup: spot, by: owner)
            let start = ContinuousClock.now
            try db.scan(.code(.isbn(isbn)), action: .eitherSide(.handover), by: owner).outcome
            let outcome = try db.scan(.code(.isbn(isbn)), action: .eitherSide(.handover), by: borrower).outcome
            samples.append((ContinuousClock.now - start).seconds)
            guard case .loanStarted = outcome else {
                throw LendingBenchmarkError.handoverIncomplete(bookID: ids[index], outcome: outcome)
            }
            borrowers[borrower.id] = borrower
        }
        return (samples, borrowers.values.sorted { $0.id < $1.id })
    }

    /// Asks for each borrower's recommendations; returns the times and how many were found in all.
    private func timeRecommendations(_ db: AppDatabase, borrowers: [User]) throws -> (samples: [Double], found: Int) {
        var samples: [Double] = []
        var found = 0
        for borrower in borrowers {
            let start = ContinuousClock.now
            found += try db.recommendations(for: borrower, limit: Self.recommendationLimit).count
            samples.append((ContinuousClock.now - start).seconds)
        }
        return (samples, found)
    }
}

/// What the timed searches measured.
private struct SearchTimes {
    /// Seconds per first page, total included.
    var firstPage: [Double] = []
    /// Seconds per last page of the same query.
    var lastPage: [Double] = []
    /// Queries that found nothing.
    var misses = 0
    /// The most books one query matched.
    var mostMatches = 0
}
