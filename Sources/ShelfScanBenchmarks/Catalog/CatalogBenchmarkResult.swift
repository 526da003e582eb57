/// The figures of a `CatalogBenchmark` run and the targets they are checked against.
public struct CatalogBenchmarkResult: Sendable, Hashable, Codable {
    /// Dump lines imported.
    public var lines: Int
    /// Records stored (editions, works, authors).
    public var records: Int
    /// Lines the import could not read (none, for a generated dump).
    public var badLines: Int
    /// The dump file's size.
    public var dumpMegabytes: Double
    /// The import and the title index rebuild.
    public var importSeconds: Double
    /// The process's peak resident memory over the whole run.
    public var peakMemoryMegabytes: Double
    /// Lookups by ISBN timed.
    public var lookups: Int
    /// How many of them found their edition (all, unless the import lost some).
    public var lookupsFound: Int
    /// Lookup times.
    public var lookup: TimingSummary
    /// Title searches timed.
    public var searches: Int
    /// Title search times (20 hits at most).
    public var search: TimingSummary
    /// Import time, peak memory and lookup median, in that order.
    public var targets: [BenchmarkTarget]
    /// Whether every target was met and every lookup found its edition.
    public var passed: Bool

    /// The result of a run with these figures, checked against `CatalogBenchmark`'s targets.
    public init(lines: Int, records: Int, badLines: Int, dumpMegabytes: Double, importSeconds: Double,
                peakMemoryMegabytes: Double, lookups: Int, lookupsFound: Int, lookup: TimingSummary,
                searches: Int, search: TimingSummary) {
        self.lines = lines
        self.records = records
        self.badLines = badLines
        self.dumpMegabytes = dumpMegabytes
        self.importSeconds = importSeconds
        self.peakMemoryMegabytes = peakMemoryMegabytes
        self.lookups = lookups
        self.lookupsFound = lookupsFound
        self.lookup = lookup
        self.searches = searches
        self.search = search
        targets = [
            BenchmarkTarget(name: "import", measured: importSeconds, limit: CatalogBenchmark.importTarget, unit: "s"),
            BenchmarkTarget(name: "peak memory", measured: peakMemoryMegabytes, limit: CatalogBenchmark.memoryTarget,
                            unit: "MB"),
            BenchmarkTarget(name: "lookup median", measured: lookup.medianMilliseconds,
                            limit: CatalogBenchmark.lookupTarget, unit: "ms"),
        ]
        passed = targets.allSatisfy(\.met) && lookupsFound == lookups && badLines == 0
    }
}
