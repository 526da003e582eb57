import ArgumentParser
import Foundation
import ShelfScan
import ShelfScanBenchmarks

/// `shelfscan bench station`: what reading library cards on every frame costs the kiosk's loop.
struct StationBenchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "station",
        abstract: "Time the kiosk's camera loop (books and cards) against the scan loop (books) on drawn 1280×720 clips.",
        discussion: """
            Draws three clips of 90 frames (an empty desk, a book held still, a Codabar library card \
            held still), writes each as raw GREY frames and plays it through the scan loop and the \
            station loop in turn, --repetitions times each, on one thread. Prints each loop's median \
            frames per second, their ratio, and what the station loop fired. Target: at least 30 \
            frames per second through the station loop on every clip, each clip firing exactly its \
            book or card; a miss exits 1. Build in release mode.

              shelfscan bench station
              shelfscan bench station --repetitions 5 --json
            """)

    @Option(help: "How many times each clip is played through each loop.")
    var repetitions = 3

    @Flag(help: "Print the result as JSON.")
    var json = false

    func validate() throws {
        guard (1...100).contains(repetitions) else {
            throw ValidationError("--repetitions must be between 1 and 100, not \(repetitions)")
        }
    }

    func run() throws {
        let result: StationBenchmarkResult
        do {
            result = try StationBenchmark(repetitions: repetitions).run(folder: NSTemporaryDirectory())
        } catch {
            StandardError.line("bench station: \(error)")
            throw ExitStatus.unreadable.exitCode
        }
        print(json ? ShelfScanJSON.line(result) : Self.report(result))
        if !result.passed { throw ExitStatus.invalidInput.exitCode }
    }

    static func report(_ result: StationBenchmarkResult) -> String {
        var lines = result.clips.map { clip in
            "\(clip.correct ? "ok   " : "WRONG") \(clip.clip): station \(format(clip.stationFramesPerSecond)) frames/s, "
                + "scan loop \(format(clip.scanFramesPerSecond)) (ratio \(String(format: "%.2f", clip.ratio))); "
                + "fired \(clip.booksFired) book\(clip.booksFired == 1 ? "" : "s"), \(clip.cardsFired) card\(clip.cardsFired == 1 ? "" : "s")"
        }
        lines.append(result.passed ? "all targets met: at least 30 frames/s through the station loop"
                     : "targets missed: at least 30 frames/s through the station loop, each clip exact")
        return lines.joined(separator: "\n")
    }

    private static func format(_ value: Double) -> String {
        String(format: "%.1f", value)
    }
}
