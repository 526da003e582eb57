import Foundation
import ShelfScan
import ShelfScanBenchmarks

/// How the `bench` commands that check targets say their figures: one wording for every report.
enum BenchText {
    /// `met: under 60 s` or `MISSED: under 0.2 ms`.
    static func verdict(_ target: BenchmarkTarget) -> String {
        "\(target.met ? "met" : "MISSED"): under \(String(format: "%g", target.limit)) \(target.unit)"
    }

    /// `median 0.08 ms, p95 0.12 ms, max 2.25 ms`, with `digits` decimals.
    static func timings(_ summary: TimingSummary, digits: Int = 2) -> String {
        "median \(number(summary.medianMilliseconds, digits: digits)) ms, "
            + "p95 \(number(summary.p95Milliseconds, digits: digits)) ms, "
            + "max \(number(summary.maxMilliseconds, digits: digits)) ms"
    }

    /// `value` with `digits` decimals.
    static func number(_ value: Double, digits: Int = 2) -> String {
        String(format: "%.\(digits)f", value)
    }

    /// Names each missed target on standard error, after the report on standard output has gone out.
    static func reportMissed(_ targets: [BenchmarkTarget]) {
        fflush(nil)
        for target in targets where !target.met { StandardError.line("target missed: \(target)") }
    }
}
