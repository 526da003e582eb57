import ArgumentParser
import ShelfScan
import ShelfScanBenchmarks

/// `shelfscan bench extract`: ISBNs found on one long line against the same on separate lines.
struct ExtractBenchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "extract",
        abstract: "Time finding ISBNs on one long line against the same ISBNs on separate lines.",
        discussion: """
            Makes --count ISBN-13s and extracts them from one line, separated by spaces, and from \
            as many lines, alternating, --rounds times each; prints the medians and their ratio. \
            With --max-ratio it exits 1 when one line costs more than that many times the lines: \
            the work must grow with the text, not with the text times its longest line. Build in \
            release mode for meaningful timings.

              $ shelfscan bench extract --count 8000 --max-ratio 3
              8000 ISBNs: one line 0.012 s, separate lines 0.011 s, ratio 1.09
            """)

    @Option(help: "How many ISBNs each text holds.")
    var count = 8_000

    @Option(help: "How many times each text is extracted.")
    var rounds = 5

    @Option(help: "The most one line may cost, as a multiple of the separate lines.")
    var maxRatio: Double?

    @Flag(help: "Print the result as JSON.")
    var json = false

    func validate() throws {
        guard count > 0 else { throw ValidationError("--count must be at least 1, not \(count)") }
        guard rounds > 0 else { throw ValidationError("--rounds must be at least 1, not \(rounds)") }
    }

    func run() throws {
        let result = ExtractionBenchmark(count: count, rounds: rounds).run()
        if json {
            print(ShelfScanJSON.line(result))
        } else {
            print("\(result.count) ISBNs: one line \(Self.seconds(result.oneLineSeconds)), separate lines "
                  + "\(Self.seconds(result.linesSeconds)), ratio \((result.ratio * 100).rounded() / 100)")
        }
        guard result.foundOnOneLine == count, result.foundOnLines == count else {
            StandardError.line("found \(result.foundOnOneLine) on one line and \(result.foundOnLines) on lines, not \(count)")
            throw ExitStatus.invalidInput.exitCode
        }
        if let maxRatio, result.ratio > maxRatio {
            StandardError.line("target missed: one line costs \(result.ratio) times the lines, at most \(maxRatio) allowed")
            throw ExitStatus.invalidInput.exitCode
        }
    }

    private static func seconds(_ value: Double) -> String {
        "\((value * 1000).rounded() / 1000) s"
    }
}
