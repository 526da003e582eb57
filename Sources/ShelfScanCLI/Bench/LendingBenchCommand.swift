import ArgumentParser
import Foundation
import ShelfScan
import ShelfScanBenchmarks

/// `shelfscan bench lending`: the lending store at a neighbourhood's size, against its targets.
struct LendingBenchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lending",
        abstract: "Time importing, searching, handing over and recommending books in a large lending store.",
        discussion: """
            Creates a new store file, --users readers and --books made-up books with valid ISBN-13s \
            (the same ones on every run), imports the books in one batch, then times --searches \
            keyword searches of 1 to 3 words taken from random books, --handovers handovers by ISBN \
            (request, accept, then the owner's and the borrower's scan, timed together), and every \
            borrower's recommendations. The targets, for the default sizes: import under 10 s, \
            search p95 under 5 ms, handover median under 2 ms; a missed target exits 1. The store \
            is deleted afterwards unless --keep names where to keep it. Build in release mode.

              $ shelfscan bench lending
              $ shelfscan bench lending --books 20000 --users 2000 --json
            """)

    @Option(help: "How many books to import.")
    var books = 100_000

    @Option(help: "How many readers to create (at least 2).")
    var users = 10_000

    @Option(help: "How many keyword searches to time.")
    var searches = 1_000

    @Option(help: "How many handovers to time (at most --books).")
    var handovers = 1_000

    @Option(name: .customLong("keep"), help: ArgumentHelp("Keep the store at this new path.", valueName: "path"))
    var keepPath: String?

    @Flag(help: "Print the result as JSON.")
    var json = false

    func validate() throws {
        guard books > 0 else { throw ValidationError("--books must be at least 1, not \(books)") }
        guard users >= 2 else { throw ValidationError("--users must be at least 2, not \(users)") }
        guard searches > 0 else { throw ValidationError("--searches must be at least 1, not \(searches)") }
        guard handovers > 0, handovers <= books else {
            throw ValidationError("--handovers must be 1 to --books (\(books)), not \(handovers)")
        }
        if let keepPath, FileManager.default.fileExists(atPath: keepPath) {
            throw ValidationError("--keep \(keepPath): the file exists; name a new one")
        }
    }

    func run() throws {
        let path = keepPath ?? FileManager.default.temporaryDirectory
            .appendingPathComponent("shelfscan-bench-lending-\(UUID().uuidString).sqlite").path
        defer { if keepPath == nil { Self.remove(store: path) } }
        let benchmark = LendingBenchmark(books: books, users: users, searches: searches, handovers: handovers)
        let result: LendingBenchmarkResult
        do {
            result = try benchmark.run(databasePath: path)
        } catch {
            StandardError.line("bench lending: \(error)")
            throw ExitStatus.unreadable.exitCode
        }
        print(json ? ShelfScanJSON.line(result) : report(result))
        BenchText.reportMissed(result.targets)
        if !result.passed { throw ExitStatus.invalidInput.exitCode }
    }

    /// One line per step with its target's verdict beside it, and a closing verdict.
    private func report(_ result: LendingBenchmarkResult) -> String {
        let verdicts = result.targets.map(BenchText.verdict)
        let met = result.targets.filter(\.met).count
        return [
            "lending store: \(result.books) books, \(result.users) readers (created in \(BenchText.number(result.usersSeconds)) s)"
                + (keepPath.map { ", kept at \($0)" } ?? ""),
            "import           \(result.books) books in \(BenchText.number(result.importSeconds)) s; \(verdicts[0])",
            "search           \(result.searches) searches of 1-3 keywords, first page of 50 and the total"
                + " (\(result.searchesWithoutMatch) without a match, at most \(result.mostMatches) matches): "
                + "\(BenchText.timings(result.search)); p95 \(verdicts[1])",
            "search last page the same searches' last page: \(BenchText.timings(result.searchLastPage)); p95 \(verdicts[2])",
            "handover         \(result.handovers) handovers by ISBN, both scans: \(BenchText.timings(result.handover)); "
                + "median \(verdicts[3])",
            "recommendations  \(result.recommendationUsers) borrowers, \(result.recommendationsFound) suggestions: "
                + BenchText.timings(result.recommendations),
            result.passed ? "all \(met) targets met" : "\(result.targets.count - met) of \(result.targets.count) targets missed",
        ].joined(separator: "\n")
    }


    /// Deletes the store and its WAL sidecars.
    private static func remove(store path: String) {
        for suffix in ["", "-wal", "-shm"] { try? FileManager.default.removeItem(atPath: path + suffix) }
    }
}
