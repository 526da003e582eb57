import ArgumentParser
import Foundation
import ShelfScan
import ShelfScanBenchmarks

/// `shelfscan bench photo`: the time and memory attaching one photo costs.
struct PhotoBenchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "photo",
        abstract: "Time attaching a photo to a book: checks, metadata removal, thumbnail, storage.",
        discussion: """
            Without FILE, a 12-megapixel (4000×3000) colour JPEG with EXIF and GPS tags is made in \
            memory. It is attached to a book in a scratch store on disk once to warm up, then \
            --repetitions times (deleted after each, so each attach writes its files); the median and \
            slowest milliseconds and the peak memory of the process are printed and judged against \
            300 ms and 200 MB (exit 1 when over). Build in release mode for meaningful timings.

              shelfscan bench photo
              shelfscan bench photo IMG_2041.jpg --repetitions 20 --json
            """)

    @Argument(help: "A JPEG, PNG or WebP file to time instead of the generated photo.")
    var file: String?

    @Option(help: "How many timed attaches.")
    var repetitions = 10

    @Flag(help: "Print the result as JSON.")
    var json = false

    func validate() throws {
        guard repetitions > 0 else { throw ValidationError("--repetitions must be at least 1, not \(repetitions)") }
    }

    func run() throws {
        let (bytes, name) = try input()
        let result: PhotoBenchmarkResult
        do {
            result = try PhotoBenchmark().measure(bytes, name: name, repetitions: repetitions)
        } catch {
            StandardError.line("\(error)")
            throw ExitStatus.unreadable.exitCode
        }
        print(json ? ShelfScanJSON.line(result) : Self.text(result))
        if !result.passed { throw ExitStatus.invalidInput.exitCode }
    }

    private func input() throws -> ([UInt8], String) {
        guard let file else { return (try PhotoBenchmark.samplePhoto(), "sample") }
        do {
            return (try FileContents.read(path: file, limit: PhotoLimits.standard.maxBytes), file)
        } catch {
            StandardError.line("\(file): cannot read: \(error)")
            throw ExitStatus.unreadable.exitCode
        }
    }

    private static func text(_ result: PhotoBenchmarkResult) -> String {
        let verdict = result.passed ? "pass" : "FAIL"
        return """
            \(result.file): \(result.format) \(result.width)×\(result.height), \(result.inputBytes) bytes, \
            \(result.storedBytes) stored; thumbnail \(result.thumbnailWidth)×\(result.thumbnailHeight), \
            \(result.thumbnailBytes) bytes
            \(result.repetitions) attaches: median \(format(result.medianMilliseconds)) ms, \
            max \(format(result.maxMilliseconds)) ms (limit \(format(PhotoBenchmarkResult.millisecondLimit))); \
            peak memory \(format(result.peakMemoryMegabytes)) MB (limit \(format(PhotoBenchmarkResult.megabyteLimit))): \
            \(verdict)
            """
    }

    private static func format(_ value: Double) -> String {
        String(format: "%.1f", value)
    }
}
