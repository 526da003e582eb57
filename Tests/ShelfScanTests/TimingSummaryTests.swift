import ShelfScan
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
