import CatalogKit
import Foundation

/// The local catalogue at the size of a real dump's slice: a `GeneratedDump` imported into a new
/// catalogue file (the title index rebuilt too, as `shelfscan catalog import` does), then random
/// editions looked up by ISBN and titles searched, each timed, with the process's peak memory.
///
/// ```swift
/// let result = try CatalogBenchmark(lines: 1_000_000).run(folder: "/tmp/bench")
/// result.importSeconds     // 31.2
/// result.passed            // true when every target is met
/// ```
public struct CatalogBenchmark: Sendable {
    /// Dump lines imported.
    public var lines: Int
    /// Lookups by ISBN timed.
    public var lookups: Int
    /// Title searches timed.
    public var searches: Int
    /// The seed the dump and the choices are made from.
    public var seed: UInt64

    /// Importing a million lines takes under this many seconds.
    public static let importTarget = 60.0
    /// The whole run's peak resident memory stays under this many megabytes.
    public static let memoryTarget = 300.0
    /// Half the lookups by ISBN take under this many milliseconds.
    public static let lookupTarget = 0.2

    /// A benchmark of the given sizes; the defaults are the sizes the targets are set for.
    public init(lines: Int = 1_000_000, lookups: Int = 10_000, searches: Int = 1_000, seed: UInt64 = 1) {
        self.lines = lines
        self.lookups = lookups
        self.searches = searches
        self.seed = seed
    }

    /// Writes the dump and the catalogue into `folder` (which must exist) and times each step.
    public func run(folder: String) throws -> CatalogBenchmarkResult {
        let dump = GeneratedDump(lines: lines, seed: seed)
        let dumpPath = (folder as NSString).appendingPathComponent("generated-dump.txt")
        let catalog = try CatalogDatabase.open(atPath: (folder as NSString).appendingPathComponent("catalog.sqlite"))
        try dump.write(toPath: dumpPath)
        let clock = ContinuousClock()
        let start = clock.now
        let progress = try catalog.importDump(atPath: dumpPath, at: Date())
        try catalog.rebuildTitleSearchIfStale()
        let importSeconds = (clock.now - start).seconds
        var random = SeededGenerator(seed: seed ^ 0xCA7A)
        var lookupSamples: [Double] = []
        var found = 0
        for _ in 0..<lookups {
            let isbn = try dump.isbn(edition: random.index(below: max(1, dump.editions)))
            let begin = clock.now
            if try catalog.metadata(for: isbn) != nil { found += 1 }
            lookupSamples.append((clock.now - begin).seconds)
        }
        var searchSamples: [Double] = []
        for _ in 0..<searches {
            let words = "\(random.pick(SampleVocabulary.adjectives)) \(random.pick(SampleVocabulary.surnames))"
            let begin = clock.now
            _ = try catalog.searchTitles(words, limit: 20)
            searchSamples.append((clock.now - begin).seconds)
        }
        return CatalogBenchmarkResult(
            lines: lines, records: progress.records, badLines: progress.badLines,
            dumpMegabytes: Double(Self.size(ofFile: dumpPath)) / 1_048_576, importSeconds: importSeconds,
            peakMemoryMegabytes: PhotoBenchmark.peakMemoryMegabytes(), lookups: lookups, lookupsFound: found,
            lookup: TimingSummary(seconds: lookupSamples), searches: searches, search: TimingSummary(seconds: searchSamples))
    }

    private static func size(ofFile path: String) -> Int {
        ((try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? Int) ?? 0
    }
}
