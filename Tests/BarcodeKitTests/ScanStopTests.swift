import RasterKit
import ShelfScanTestSupport
import Testing
@testable import BarcodeKit

/// A scan checks its `WorkStop` between passes and stages.
@Suite("Stopping a scan")
struct ScanStopTests {
    @Test("a scan told to stop throws why before its first pass; one left to run reads what scan(_:) reads")
    func stops() throws {
        let image = try BarcodePictures.stacked(["9780306406157"])
        let cancelled = WorkStop()
        cancelled.cancel()
        #expect(throws: WorkStopped.cancelled) { try BarcodeScanner().scan(image, stop: cancelled) }
        #expect(throws: WorkStopped.timeLimitReached(.zero)) { try BarcodeScanner().scan(image, stop: WorkStop(timeLimit: .zero)) }
        for mode in ScanMode.allCases {
            let scanner = BarcodeScanner(options: ScanOptions(mode: mode))
            #expect(try scanner.scan(image, stop: WorkStop(timeLimit: .seconds(600))) == scanner.scan(image))
        }
    }

    @Test("a blank image, which runs every stage of a thorough scan, is checked between them, and stops where told")
    func checksEveryStage() throws {
        struct Stop: Error {}
        let blank = GrayImage(width: 640, height: 480, fill: 200)
        let passes = ScanPlan.passes(for: blank, mode: .thorough).count
        var checks = 0
        #expect(BarcodeScanner().scan(blank) { checks += 1 }.isEmpty)
        #expect(checks > passes)
        for allowed in [0, 1, passes, checks - 1] {
            var made = 0
            #expect(throws: Stop.self) {
                try BarcodeScanner().scan(blank) { () throws(Stop) in
                    made += 1
                    if made > allowed { throw Stop() }
                }
            }
            #expect(made == allowed + 1)
        }
    }
}
