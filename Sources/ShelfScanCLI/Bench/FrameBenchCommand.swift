import ArgumentParser
import Foundation
import ShelfScan
import ShelfScanBenchmarks

/// `shelfscan bench frame`: the time one camera frame costs, by default one with no code.
struct FrameBenchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "frame",
        abstract: "Time the scanner on one camera frame, by default a desk scene with no barcode.",
        discussion: """
            The frame is scanned once to warm up, then --repetitions times; the median, p95 and total \
            milliseconds are printed. Build in release mode for meaningful timings.

              shelfscan bench frame --mode fast
              shelfscan bench frame --width 640 --height 480 --mode thorough
              shelfscan bench frame --image desk.jpg --mode fast --json
            """)

    @Option(help: "Frame width in pixels for the generated desk scene.")
    var width = 1280

    @Option(help: "Frame height in pixels for the generated desk scene.")
    var height = 720

    @Option(help: "Time this image instead of the generated desk scene.")
    var image: String?

    @Option(help: "How many timed scans.")
    var repetitions = 50

    @Flag(help: "Print the timings as JSON.")
    var json = false

    @OptionGroup var scanOptions: ScanOptionGroup

    func validate() throws {
        let (pixels, overflow) = width.multipliedReportingOverflow(by: height)
        guard width > 0, height > 0, !overflow, pixels <= 50_000_000 else {
            throw ValidationError("--width and --height must be positive and at most 50 megapixels, not \(width)×\(height)")
        }
        guard repetitions > 0 else { throw ValidationError("--repetitions must be at least 1, not \(repetitions)") }
    }

    func run() throws {
        let scanner = scanOptions.photoScanner
        let frame = try image.map { try scanner.decoder.decode(contentsOf: $0) }
            ?? FrameBenchmark.deskFrame(width: width, height: height)
        let timing = FrameBenchmark(scanner: scanner.scanner).measure(frame, repetitions: repetitions)
        if json {
            print(ShelfScanJSON.line(timing))
        } else {
            let label = image ?? "desk scene"
            print("\(label) \(frame.width)×\(frame.height), \(scanner.scanner.options.mode) mode, \(repetitions) scans: "
                  + "median \(Self.format(timing.medianMilliseconds)) ms, p95 \(Self.format(timing.p95Milliseconds)) ms")
        }
    }

    private static func format(_ milliseconds: Double) -> String {
        String(format: "%.2f", milliseconds)
    }
}
