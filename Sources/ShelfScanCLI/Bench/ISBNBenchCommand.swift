import ArgumentParser
import Foundation
import ShelfScan
import ShelfScanBenchmarks

/// `shelfscan bench isbn`: ISBNs parsed, validated and hyphenated per second on one thread.
struct ISBNBenchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "isbn",
        abstract: "Time parsing, validating and hyphenating ISBN-13s on one thread.",
        discussion: """
            Makes --count valid ISBN-13s from --seed (the same numbers on every run), then turns \
            each into an ISBN and its hyphenated form on the calling thread, timing only that. \
            Prints the rate, how many were hyphenated, and a checksum of the hyphenated results \
            that changes if any result does. Build in release mode for meaningful timings.

              $ shelfscan bench isbn --count 5000000
              5000000 ISBNs in 1.02 s: 4.90 million per second on one thread; 4912031 hyphenated; checksum 0x…
            """)

    @Option(help: "How many ISBNs to process.")
    var count = 5_000_000

    @Option(help: "The seed the ISBNs are made from.")
    var seed: UInt64 = 1

    @Flag(help: "Print the result as JSON.")
    var json = false

    func validate() throws {
        guard count > 0 else { throw ValidationError("--count must be at least 1, not \(count)") }
    }

    func run() throws {
        let result = ISBNBenchmark(count: count, seed: seed).run()
        if json {
            print(ShelfScanJSON.line(result))
        } else {
            print(String(format: "%d ISBNs in %.2f s: %.2f million per second on one thread; %d hyphenated; checksum 0x%016llx",
                         result.count, result.seconds, result.isbnsPerSecond / 1_000_000, result.hyphenated,
                         result.checksum))
        }
    }
}
