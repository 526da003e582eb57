import ArgumentParser
import Foundation
import ShelfScan
import ShelfScanBenchmarks

/// `shelfscan bench catalog`: importing a large dump into the local catalogue and looking up in it.
struct CatalogBenchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "catalog",
        abstract: "Time importing a generated Open Library dump into a new local catalogue, and lookups in it.",
        discussion: """
            Writes --lines made-up dump lines (authors, works and editions in the real dumps' \
            proportions, the same on every run) to a temporary folder, imports them into a new \
            catalogue and rebuilds its title index (timed together), then times --lookups lookups of \
            random editions by ISBN and --searches title searches. The targets, for the default \
            size: import under 60 s, peak memory under 300 MB, lookup median under 0.2 ms; a missed \
            target exits 1. The folder is deleted afterwards. Build in release mode.

              $ shelfscan bench catalog
              $ shelfscan bench catalog --lines 100000 --json
            """)

    @Option(help: "How many dump lines to generate and import.")
    var lines = 1_000_000

    @Option(help: "How many lookups by ISBN to time.")
    var lookups = 10_000

    @Option(help: "How many title searches to time.")
    var searches = 1_000

    @Flag(help: "Print the result as JSON.")
    var json = false

    func validate() throws {
        guard lines >= 8 else { throw ValidationError("--lines must be at least 8, not \(lines)") }
        guard lookups > 0 else { throw ValidationError("--lookups must be at least 1, not \(lookups)") }
        guard searches > 0 else { throw ValidationError("--searches must be at least 1, not \(searches)") }
    }

    func run() throws {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("shelfscan-bench-catalog-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let result: CatalogBenchmarkResult
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            result = try CatalogBenchmark(lines: lines, lookups: lookups, searches: searches).run(folder: folder)
        } catch {
            StandardError.line("bench catalog: \(error)")
            throw ExitStatus.unreadable.exitCode
        }
        print(json ? ShelfScanJSON.line(result) : report(result))
        BenchText.reportMissed(result.targets)
        if result.lookupsFound < result.lookups {
            StandardError.line("lookups: only \(result.lookupsFound) of \(result.lookups) editions found")
        }
        if !result.passed { throw ExitStatus.invalidInput.exitCode }
    }

    /// One line per step with its target's verdict beside it, and a closing verdict.
    private func report(_ result: CatalogBenchmarkResult) -> String {
        let verdicts = result.targets.map(BenchText.verdict)
        return [
            "import   \(result.lines) lines (\(BenchText.number(result.dumpMegabytes)) MB), \(result.records) records, "
                + "\(result.badLines) bad, title index included: \(BenchText.number(result.importSeconds)) s; \(verdicts[0])",
            "memory   peak \(BenchText.number(result.peakMemoryMegabytes)) MB; \(verdicts[1])",
            "lookup   \(result.lookups) editions by ISBN (\(result.lookupsFound) found): \(BenchText.timings(result.lookup, digits: 3)); "
                + "median \(verdicts[2])",
            "search   \(result.searches) title searches of 2 words: \(BenchText.timings(result.search, digits: 3))",
            result.passed ? "all \(result.targets.count) targets met" : "targets missed",
        ].joined(separator: "\n")
    }
}
