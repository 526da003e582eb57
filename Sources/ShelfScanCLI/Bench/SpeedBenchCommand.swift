import ArgumentParser
import Foundation
import ShelfScan
import ShelfScanBenchmarks

/// `shelfscan bench speed`: `shelfscan scan` against `zbarimg` over the same photos.
struct SpeedBenchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "speed",
        abstract: "Time shelfscan scan against zbarimg over the same photos, in alternating rounds.",
        discussion: """
            Each round runs this shelfscan's scan command and zbarimg once each over every photo \
            found in the paths (folders are searched as scan searches them), one after the other \
            in an order that turns each round; output is thrown away. Prints each program's median \
            wall-clock and CPU time (user and system, all threads) and shelfscan's shares of \
            zbarimg's. With --baseline, another shelfscan executable runs in the same rounds. \
            Exit status 1 when a share is above its --max-wall-share or --max-cpu-share, 2 when a \
            program cannot be run or fails. zbarimg comes with Debian's zbar-tools package. Build \
            in release mode for meaningful timings.

              shelfscan bench speed ../shared/corpus
              shelfscan bench speed ../shared/corpus --rounds 11 --baseline /tmp/shelfscan-before
              shelfscan bench speed photos/ --max-wall-share 0.34 --max-cpu-share 0.5
            """)

    @Argument(help: "Image files or folders.")
    var paths: [String]

    @Option(help: "Rounds; each program runs once per round.")
    var rounds = 7

    @Option(help: "The zbarimg to time against: a path, or a name looked up on PATH.")
    var zbarimg = "zbarimg"

    @Option(help: "Another shelfscan executable to time in the same rounds.")
    var baseline: String?

    @Option(help: "Fail (exit 1) when shelfscan's median wall time is above this share of zbarimg's.")
    var maxWallShare: Double?

    @Option(help: "Fail (exit 1) when shelfscan's median CPU time is above this share of zbarimg's.")
    var maxCpuShare: Double?

    @Flag(help: "Print the result as JSON.")
    var json = false

    func validate() throws {
        guard (1...1000).contains(rounds) else { throw ValidationError("--rounds must be between 1 and 1000, not \(rounds)") }
        for (name, share) in [("--max-wall-share", maxWallShare), ("--max-cpu-share", maxCpuShare)] {
            if let share, !(share > 0) { throw ValidationError("\(name) must be above 0, not \(share)") }
        }
    }

    func run() throws {
        let benchmark = try makeBenchmark()
        let result: ScanSpeedResult
        do {
            result = try benchmark.run(rounds: rounds)
        } catch {
            StandardError.line("\(error)")
            throw ExitStatus.unreadable.exitCode
        }
        let targets = result.targets(maximumWallShare: maxWallShare, maximumCPUShare: maxCpuShare)
        print(json ? ShelfScanJSON.line(result) : Self.render(result, targets: targets))
        BenchText.reportMissed(targets)
        if targets.contains(where: { !$0.met }) { throw ExitStatus.invalidInput.exitCode }
    }

    /// The benchmark over the photos in `paths`, or a message on stderr and exit status 2 naming
    /// what is missing.
    private func makeBenchmark() throws -> ScanSpeedBenchmark {
        do {
            let files = try ImageFileList.expand(paths)
            guard !files.isEmpty else { throw SpeedBenchError.noPhotos(paths) }
            guard let zbarimgPath = ExecutableLookup.path(of: zbarimg) else { throw SpeedBenchError.noZbarimg(zbarimg) }
            let baselinePath = try baseline.map { name in
                guard let path = ExecutableLookup.path(of: name) else { throw SpeedBenchError.noBaseline(name) }
                return path
            }
            let own = try FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")
            return ScanSpeedBenchmark(shelfscan: own, zbarimg: zbarimgPath, baseline: baselinePath, files: files)
        } catch {
            StandardError.line("\(error)")
            throw ExitStatus.unreadable.exitCode
        }
    }

    /// The medians, one program a line, then the shares and any targets.
    static func render(_ result: ScanSpeedResult, targets: [BenchmarkTarget]) -> String {
        let rounds = result.rounds == 1 ? "1 round" : "\(result.rounds) rounds"
        var lines = ["\(result.files) photos, \(rounds), medians:"]
        for times in [result.shelfscan, result.zbarimg] + (result.baseline.map { [$0] } ?? []) {
            lines.append("  " + times.name.padding(toLength: 16, withPad: " ", startingAt: 0)
                         + "wall \(BenchText.number(times.medianWallSeconds, digits: 3)) s   "
                         + "CPU \(BenchText.number(times.medianCPUSeconds, digits: 3)) s")
        }
        lines.append("shelfscan scan: wall time \(BenchText.number(result.wallShare)) of zbarimg's "
                     + "(\(BenchText.number(1 / result.wallShare))× as fast), "
                     + "CPU time \(BenchText.number(result.cpuShare)) of zbarimg's")
        lines += targets.map { "\($0.name): \(BenchText.verdict($0))" }
        return lines.joined(separator: "\n")
    }
}
