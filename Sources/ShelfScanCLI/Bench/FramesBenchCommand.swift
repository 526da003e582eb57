import ArgumentParser
import Foundation
import ShelfScan
import ShelfScanBenchmarks

/// `shelfscan bench frames`: the webcam loop on clips the project draws, on one core.
struct FramesBenchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "frames",
        abstract: "Time the webcam scan loop on drawn 1280×720 clips and check what it fires.",
        discussion: """
            Draws the clips (an empty desk, a book held still, slid in, covered by a hand for 0.3 s, \
            taken away for 2.5 s and brought back, two books, one after another, a quick sweep, a \
            tilted book, a dim VGA camera, an ISBN beside a shop's price code), writes each as raw GREY \
            frames to a temporary file and plays it through the whole loop on one thread. Prints the \
            frames per second with no code in view and with a book held still (each the median of \
            --repetitions plays), the delay from the frame where a code is settled in view to its event, \
            and each clip's events against those expected. Targets: at least 60 frames per second \
            empty, 30 with a book, a median delay of at most 3 frames, every clip exact; a miss exits 1. \
            Build in release mode.

              shelfscan bench frames
              shelfscan bench frames --json
            """)

    @Option(help: "How many times each speed clip is played.")
    var repetitions = 3

    @Option(help: "Frames a code must be read on before it fires (default: 3).")
    var sightings = ConfirmationRules.standard.sightings

    @Option(help: "Seconds of stream time those frames must fall in (default: 1).")
    var window = ConfirmationRules.standard.window.seconds

    @Option(help: "Seconds of stream time out of view before a code can fire again (default: 1).")
    var rearm = ConfirmationRules.standard.rearm.seconds

    @Flag(help: "Print the result as JSON.")
    var json = false

    func validate() throws {
        guard (1...100).contains(repetitions) else {
            throw ValidationError("--repetitions must be between 1 and 100, not \(repetitions)")
        }
        guard (1...30).contains(sightings) else { throw ValidationError("--sightings must be between 1 and 30, not \(sightings)") }
        for (name, value) in [("--window", window), ("--rearm", rearm)] where !(value.isFinite && value > 0 && value <= 60) {
            throw ValidationError("\(name) must be between 0 and 60 seconds, not \(value)")
        }
    }

    func run() throws {
        let result: ClipBenchmarkResult
        do {
            let rules = ConfirmationRules(sightings: sightings, window: .seconds(window), rearm: .seconds(rearm))
            result = try ClipBenchmark(loop: ScanLoop(rules: rules), repetitions: repetitions)
                .run(folder: NSTemporaryDirectory())
        } catch {
            StandardError.line("bench frames: \(error)")
            throw ExitStatus.unreadable.exitCode
        }
        print(json ? ShelfScanJSON.line(result) : report(result))
        if !result.passed { throw ExitStatus.invalidInput.exitCode }
    }

    private func report(_ result: ClipBenchmarkResult) -> String {
        let verdict = { (met: Bool) in met ? "met" : "MISSED" }
        var lines = [
            "empty desk   \(Self.format(result.emptyFramesPerSecond)) frames/s; "
                + "\(verdict(result.emptyFramesPerSecond >= ClipBenchmarkResult.emptyTarget)): at least 60",
            "book in view \(Self.format(result.bookFramesPerSecond)) frames/s; "
                + "\(verdict(result.bookFramesPerSecond >= ClipBenchmarkResult.bookTarget)): at least 30",
            "delay        median \(Self.format(result.medianDelayFrames)) frames, max \(result.maxDelayFrames); "
                + "\(verdict(result.medianDelayFrames <= ClipBenchmarkResult.delayTarget)): median at most 3",
        ]
        for clip in result.clips {
            let reads = clip.framesRead.sorted { $0.key < $1.key }.map { "\($0.key) on \($0.value)" }.joined(separator: ", ")
            lines.append("\(clip.correct ? "ok   " : "WRONG") \(clip.clip): fired \(clip.fired.isEmpty ? "nothing" : clip.fired.joined(separator: ", "))"
                         + "; expected \(clip.expected.isEmpty ? "nothing" : clip.expected.joined(separator: ", "))"
                         + "; read \(reads.isEmpty ? "nothing" : reads) of \(clip.frames) frames"
                         + (clip.delays.isEmpty ? "" : "; delays \(clip.delays.map(String.init).joined(separator: ", "))"))
        }
        lines.append(result.passed ? "all targets met" : "targets missed")
        return lines.joined(separator: "\n")
    }

    private static func format(_ value: Double) -> String {
        String(format: "%.1f", value)
    }
}
