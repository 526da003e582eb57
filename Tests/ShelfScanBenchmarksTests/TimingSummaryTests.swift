import BarcodeKit
import ShelfScanBenchmarks
import Testing

@Suite("Timing summaries")
struct TimingSummaryTests {
    @Test("Median, nearest-rank p95 and total, in milliseconds")
    func summary() {
        let samples = (1...20).map { Double($0) / 1000 }
        let summary = TimingSummary(seconds: samples.shuffled())
        #expect(abs(summary.medianMilliseconds - 10.5) < 1e-9)
        #expect(abs(summary.p95Milliseconds - 19) < 1e-9)
        #expect(abs(summary.totalMilliseconds - 210) < 1e-9)
    }

    @Test("No samples give zeros")
    func empty() {
        #expect(TimingSummary(seconds: []) == TimingSummary(seconds: [0]))
    }
}

@Suite("Frame benchmark")
struct FrameBenchmarkTests {
    @Test("The desk scene has the asked size, real texture, and no barcode in either mode")
    func deskScene() {
        let frame = FrameBenchmark.deskFrame(width: 320, height: 180)
        #expect(frame.width == 320 && frame.height == 180)
        #expect(Set(frame.pixels).count > 60)
        for mode in ScanMode.allCases {
            #expect(BarcodeScanner(options: ScanOptions(mode: mode)).scan(frame).isEmpty)
        }
    }

    @Test("Every repetition is timed")
    func timing() {
        let frame = FrameBenchmark.deskFrame(width: 64, height: 48)
        let timing = FrameBenchmark(scanner: BarcodeScanner()).measure(frame, repetitions: 5)
        #expect(timing.medianMilliseconds > 0)
        // Of five samples, three are at least the median.
        #expect(timing.totalMilliseconds >= 3 * timing.medianMilliseconds)
    }
}
