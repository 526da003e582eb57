/// The figures of a `LendingBenchmark` run and the targets they are checked against.
public struct LendingBenchmarkResult: Sendable, Hashable, Codable {
    /// Books imported.
    public var books: Int
    /// Readers created.
    public var users: Int
    /// Seconds spent creating the readers, one transaction each.
    public var usersSeconds: Double
    /// Seconds the batch import of the books took.
    public var importSeconds: Double
    /// Keyword searches made.
    public var searches: Int
    /// Searches that found nothing; every query is made of a book's words, so this should be 0.
    public var searchesWithoutMatch: Int
    /// The most books one query matched.
    public var mostMatches: Int
    /// Time per search: the first page of 50 and the total.
    public var search: TimingSummary
    /// Time per search of the same query's last page.
    public var searchLastPage: TimingSummary
    /// Handovers made.
    public var handovers: Int
    /// Time per handover: the owner's and the borrower's scan by ISBN together.
    public var handover: TimingSummary
    /// Borrowers whose recommendations were asked for.
    public var recommendationUsers: Int
    /// Recommendations found for all of them together.
    public var recommendationsFound: Int
    /// Time per borrower's recommendations.
    public var recommendations: TimingSummary
    /// The import, search (first and last page) and handover targets, in that order.
    public var targets: [BenchmarkTarget]
    /// Whether every target was met.
    public var passed: Bool

    init(books: Int, users: Int, usersSeconds: Double, importSeconds: Double, searches: Int,
         searchesWithoutMatch: Int, mostMatches: Int, search: TimingSummary, searchLastPage: TimingSummary,
         handovers: Int, handover: TimingSummary,
         recommendationUsers: Int, recommendationsFound: Int, recommendations: TimingSummary) {
        self.books = books
        self.users = users
        self.usersSeconds = usersSeconds
        self.importSeconds = importSeconds
        self.searches = searches
        self.searchesWithoutMatch = searchesWithoutMatch
        self.mostMatches = mostMatches
        self.search = search
        self.searchLastPage = searchLastPage
        self.handovers = handovers
        self.handover = handover
        self.recommendationUsers = recommendationUsers
        self.recommendationsFound = recommendationsFound
        self.recommendations = recommendations
        targets = [
            BenchmarkTarget(name: "import", measured: importSeconds, limit: LendingBenchmark.importTarget, unit: "s"),
            BenchmarkTarget(name: "search p95", measured: search.p95Milliseconds, limit: LendingBenchmark.searchTarget,
                          unit: "ms"),
            BenchmarkTarget(name: "search last page p95", measured: searchLastPage.p95Milliseconds,
                          limit: LendingBenchmark.searchTarget, unit: "ms"),
            BenchmarkTarget(name: "handover median", measured: handover.medianMilliseconds,
                          limit: LendingBenchmark.handoverTarget, unit: "ms"),
        ]
        passed = targets.allSatisfy(\.met)
    }
}
