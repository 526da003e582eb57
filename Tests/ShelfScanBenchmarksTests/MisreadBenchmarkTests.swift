import BarcodeKit
import ShelfScanBenchmarks
import Testing

@Suite("The misread benchmark run")
struct MisreadBenchmarkTests {
    @Test("A small run's tallies add up, per kind, per degradation and in total")
    func consistentTallies() throws {
        let benchmark = MisreadBenchmark(scanner: BarcodeScanner(), seed: 3)
        var progress: [Int] = []
        let report = try benchmark.run(count: 18, jobs: 2) { progress.append($0) }
        #expect(progress == Array(1...18))
        #expect(report.rows.map(\.name) == MisreadCase.allCases.map(\.rawValue))
        for tally in report.rows + [report.total] + report.degradations {
            #expect(tally.correct + tally.misread + tally.none == tally.images, "\(tally.name)")
            #expect(tally.addOnCorrect + tally.addOnMissing <= tally.addOnImages, "\(tally.name)")
        }
        #expect(report.rows.allSatisfy { $0.images == 3 })
        #expect(report.total.images == 18)
        #expect(report.rows.map(\.misread).reduce(0, +) == report.total.misread)
        #expect(report.total.addOnImages == 6)
        #expect(report.seed == 3 && report.mode == "thorough")
    }
}
