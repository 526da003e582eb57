import Foundation
import ShelfScanBenchmarks
import Testing

@Suite("The circulation benchmark on a small library")
struct CirculationBenchmarkTests {
    @Test("the seeded loans are overdue and due in turn, so every day sends notices, and every checkout succeeds")
    func smallRun() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("shelfscan-bench-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let benchmark = CirculationBenchmark(loans: 600, members: 100, checkouts: 40, noticeDays: 3)
        let result = try benchmark.run(databasePath: folder.appendingPathComponent("c.sqlite").path)
        #expect(result.noticesSent.count == 3)
        // About a third of the loans are overdue on the first day, and each day more fall due.
        #expect(result.noticesSent[0] > 100 && result.noticesSent.dropFirst().allSatisfy { $0 > 0 })
        #expect(result.checkouts == 40 && result.checkout.totalMilliseconds > 0)
        #expect(result.targets.count == 2)
    }
}
