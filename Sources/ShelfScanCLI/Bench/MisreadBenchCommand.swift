import ArgumentParser
import Foundation
import ShelfScan
import ShelfScanBenchmarks

/// `shelfscan bench misreads`: how often the scanner reports a wrong number on hard photos it
/// makes itself.
struct MisreadBenchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "misreads",
        abstract: "Make hard barcode photos from a seed and count reads and misreads per 1,000.",
        discussion: """
            Draws --count photos of UPC-A, EAN-13, EAN-13 with EAN-5, EAN-13 with EAN-2, UPC-E \
            and EAN-8 symbols in equal shares, each spoilt at random by perspective, bending, \
            blur, low contrast, uneven light, noise, JPEG compression, occlusion, the frame edge \
            and stripes beside the code. Each photo is scanned as it is and turned 180°; it is \
            misread when either scan reports a number other than the one printed, unstable when \
            the two scans disagree. The same seed always gives the same photos. Exit status 1 \
            when the misread rate is above --max-misreads-per-1000. Rates are only meaningful \
            over a few thousand photos.

              shelfscan bench misreads
              shelfscan bench misreads --count 6000 --seed 7 --jobs 4
              shelfscan bench misreads --max-misreads-per-1000 1 --save misread/
            """)

    @Option(help: "Photos to make and scan (at least 6, one of each kind).")
    var count = 3000

    @Option(help: "The seed the photos are drawn from.")
    var seed: UInt64 = MisreadBenchmark.defaultSeed

    @Option(help: "Photos to make and scan at once.")
    var jobs = 2

    @Flag(help: "Print the report as JSON.")
    var json = false

    @Flag(help: "Also list every photo that was misread, got a wrong add-on or was unstable.")
    var verbose = false

    @Option(name: .customLong("max-misreads-per-1000"),
            help: "Fail (exit 1) when more photos than this per 1,000 are misread.")
    var maxMisreadsPer1000: Double?

    @Option(name: .customLong("save"), help: ArgumentHelp(
        "Write the photos that were misread, got a wrong add-on or were unstable to this folder as PNG.",
        valueName: "dir"))
    var savePath: String?

    @OptionGroup var scanOptions: ScanOptionGroup

    func validate() throws {
        guard (6...1_000_000).contains(count) else {
            throw ValidationError("--count must be between 6 and 1000000, not \(count)")
        }
        guard jobs > 0 else { throw ValidationError("--jobs must be at least 1, not \(jobs)") }
        if let maxMisreadsPer1000, !(maxMisreadsPer1000 >= 0) {
            throw ValidationError("--max-misreads-per-1000 must be 0 or more, not \(maxMisreadsPer1000)")
        }
    }

    func run() throws {
        let folder = try saveFolder()
        let benchmark = MisreadBenchmark(scanner: scanOptions.photoScanner.scanner, seed: seed)
        let report = try measure(benchmark)
        print(json ? ShelfScanJSON.line(report) : MisreadTable.render(report, jobs: jobs, listProblems: verbose))
        let saved = folder.map { save(report.problems, with: benchmark.generator, to: $0) } ?? true
        if let maxMisreadsPer1000, report.total.misreadsPer1000 > maxMisreadsPer1000 {
            StandardError.line("floor not met: \(report.total.misread) of \(report.total.images) misread, "
                               + "at most \(maxMisreadsPer1000) per 1,000 allowed")
            throw ExitStatus.invalidInput.exitCode
        }
        if !saved { throw ExitStatus.unreadable.exitCode }
    }

    private func measure(_ benchmark: MisreadBenchmark) throws -> MisreadReport {
        let progress = ProgressBar(total: count)
        defer { progress.finish() }
        do {
            return try benchmark.run(count: count, jobs: jobs) { _ in progress.advance() }
        } catch {
            progress.clear()
            StandardError.line("\(error)")
            throw ExitStatus.unreadable.exitCode
        }
    }

    /// The `--save` folder, checked before anything is made; nil without the option.
    private func saveFolder() throws -> MisreadImageFolder? {
        guard let savePath else { return nil }
        do {
            return try MisreadImageFolder(path: savePath)
        } catch {
            StandardError.line("\(error)")
            throw ExitStatus.unreadable.exitCode
        }
    }

    /// Makes each problem photo again from the seed and writes it; says on stderr what went where.
    private func save(_ problems: [MisreadImageResult], with generator: MisreadSceneGenerator,
                      to folder: MisreadImageFolder) -> Bool {
        var allSaved = true
        for problem in problems {
            do {
                let written = try folder.save(try generator.sample(at: problem.index), result: problem)
                StandardError.line("saved \(written)")
            } catch {
                StandardError.line("\(error)")
                allSaved = false
            }
        }
        return allSaved
    }
}
