import ArgumentParser
import Foundation
import ShelfScan
import ShelfScanBenchmarks

/// `shelfscan bench corpus MANIFEST.tsv`: accuracy and timings on photos with known codes.
struct CorpusBenchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "corpus",
        abstract: "Scan a corpus of photos with known barcodes and report accuracy and timings.",
        discussion: """
            The manifest is a TSV file with a header naming the columns file (relative to the \
            manifest), expected_main_gtin and expected_addon. Prints, per folder and in total, \
            images, correct, misread, none, add-on correct, and median / p95 / total milliseconds \
            for loading and for decoding. Build in release mode for meaningful timings.

              shelfscan bench corpus ../shared/corpus/MANIFEST.tsv
              shelfscan bench corpus MANIFEST.tsv --min-correct 240 --max-misread 2
            """)

    @Argument(help: "The manifest (TSV).")
    var manifest: String

    @Flag(help: "Print the report as JSON.")
    var json = false

    @Flag(help: "Also list every image that was not read correctly.")
    var verbose = false

    @Option(help: "Images to scan at once; 1 (the default) gives the cleanest timings.")
    var jobs: Int = 1

    @Option(help: "Fail (exit 1) when fewer images than this are correct.")
    var minCorrect: Int?

    @Option(help: "Fail (exit 1) when more images than this are misread.")
    var maxMisread: Int?

    @Option(help: "Fail (exit 1) when fewer add-ons than this are correct.")
    var minAddonCorrect: Int?

    @OptionGroup var scanOptions: ScanOptionGroup

    func validate() throws {
        guard jobs > 0 else { throw ValidationError("--jobs must be at least 1, not \(jobs)") }
    }

    func run() throws {
        let corpus = try CorpusManifest.loadForCommand(manifest)
        let report = CorpusReport.run(manifest: corpus, scanner: scanOptions.photoScanner, jobs: jobs)
        if json {
            print(ShelfScanJSON.line(report))
        } else {
            print(CorpusTable.render(report, listFailures: verbose))
        }
        let failures = floorFailures(report.total)
        for failure in failures { StandardError.line("floor not met: \(failure)") }
        if !failures.isEmpty { throw ExitStatus.invalidInput.exitCode }
    }

    private func floorFailures(_ total: CorpusTally) -> [String] {
        var failures: [String] = []
        if let minCorrect, total.correct < minCorrect {
            failures.append("\(total.correct) correct, at least \(minCorrect) required")
        }
        if let maxMisread, total.misread > maxMisread {
            failures.append("\(total.misread) misread, at most \(maxMisread) allowed")
        }
        if let minAddonCorrect, total.addOnCorrect < minAddonCorrect {
            failures.append("\(total.addOnCorrect) add-ons correct, at least \(minAddonCorrect) required")
        }
        return failures
    }
}
