import ArgumentParser
import Foundation
import ShelfScan
import ShelfScanBenchmarks

/// `shelfscan bench circulation`: a day's notices over 100,000 loans, and self-service checkouts.
struct CirculationBenchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "circulation",
        abstract: "Time a day's notices over 100,000 open loans, and self-service checkouts with every rule checked.",
        discussion: """
            Builds a library in a temporary store file: --loans open loans held by --members members, \
            due from 10 days overdue to 20 days ahead, holds on every 50th, under a policy with every \
            rule on (loan limit, fines with grace days and a cap, a block, closed days). Then times \
            --days successive days of notices (the first sends one to every overdue loan) and \
            --checkouts checkouts of free books by logged-in members, and 5 logins at the standard \
            PIN cost. Targets, for the default sizes: every day's notices under 2 s, checkout median \
            under 3 ms; a missed target exits 1. Build in release mode.

              $ shelfscan bench circulation
              $ shelfscan bench circulation --loans 10000 --json
            """)

    @Option(help: "Open loans in the store.")
    var loans = 100_000

    @Option(help: "Members holding them.")
    var members = 20_000

    @Option(help: "Checkouts to time.")
    var checkouts = 1_000

    @Option(help: "Successive days of notices to time.")
    var days = 5

    @Flag(help: "Print the result as JSON.")
    var json = false

    func validate() throws {
        guard loans >= 1 else { throw ValidationError("--loans must be at least 1, not \(loans)") }
        guard members >= 2 else { throw ValidationError("--members must be at least 2, not \(members)") }
        guard checkouts >= 1 else { throw ValidationError("--checkouts must be at least 1, not \(checkouts)") }
        guard days >= 1 else { throw ValidationError("--days must be at least 1, not \(days)") }
    }

    func run() throws {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("shelfscan-bench-circulation-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let result: CirculationBenchmarkResult
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            let benchmark = CirculationBenchmark(loans: loans, members: members, checkouts: checkouts, noticeDays: days)
            result = try benchmark.run(databasePath: folder + "/circulation.sqlite")
        } catch {
            StandardError.line("bench circulation: \(error)")
            throw ExitStatus.unreadable.exitCode
        }
        print(json ? ShelfScanJSON.line(result) : report(result))
        BenchText.reportMissed(result.targets)
        if !result.passed { throw ExitStatus.invalidInput.exitCode }
    }

    /// One line per step with its target's verdict beside it, and a closing verdict.
    private func report(_ result: CirculationBenchmarkResult) -> String {
        let verdicts = result.targets.map(BenchText.verdict)
        return [
            "setup    \(result.loans) open loans, \(result.members) members: \(BenchText.number(result.setupSeconds)) s",
            "notices  \(result.noticeDays) days, \(result.noticesSent.map(String.init).joined(separator: ", ")) sent: "
                + "\(BenchText.timings(result.notices)); slowest \(verdicts[0])",
            "checkout \(result.checkouts) by logged-in members: \(BenchText.timings(result.checkout, digits: 3)); median \(verdicts[1])",
            "login    PIN at 600,000 rounds: \(BenchText.timings(result.pinCheck))",
            result.passed ? "all \(result.targets.count) targets met" : "targets missed",
        ].joined(separator: "\n")
    }
}
