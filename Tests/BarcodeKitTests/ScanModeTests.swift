import RasterKit
import ShelfScanTestSupport
import Testing
@testable import BarcodeKit

@Suite("Scan modes")
struct ScanModeTests {
    /// zbar's scan-line work for a pass: rows every `density` pixels plus columns every `density`.
    static func scannedPixels(_ pass: ScanPass, on image: GrayImage) -> Int {
        let pixels = image.pixelCount >> (2 * pass.halvings)
        let scale: Double
        switch pass.variant {
        case let .scaled(factor): scale = factor * factor
        case .halved: scale = 0.25
        default: scale = 1
        }
        return Int(Double(2 * pixels) * scale) / pass.density
    }

    @Test("Fast mode scans a bounded number of pixels whatever the frame size",
          arguments: [(160, 120), (320, 240), (640, 480), (1280, 720), (1920, 1080), (4000, 3000)])
    func fastModeIsBounded(width: Int, height: Int) {
        let frame = GrayImage(width: width, height: height, fill: 128)
        let passes = ScanPlan.passes(for: frame, mode: .fast)
        #expect(passes.count <= 3)
        let work = passes.reduce(0) { $0 + Self.scannedPixels($1, on: frame) }
        #expect(work <= 420_000, "\(passes) scan \(work) pixels")
    }

    @Test("Thorough mode tries more than fast mode on every size", arguments: [(240, 240), (640, 480), (1280, 720)])
    func thoroughTriesMore(width: Int, height: Int) {
        let frame = GrayImage(width: width, height: height, fill: 128)
        let fast = ScanPlan.passes(for: frame, mode: .fast)
        let thorough = ScanPlan.passes(for: frame, mode: .thorough)
        #expect(thorough.count > fast.count)
    }

    @Test("Both modes read the clean renders of TestImages", arguments: ScanMode.allCases)
    func modesReadCleanImages(mode: ScanMode) throws {
        for name in ["isbn-module2.png", "upca-module2.png", "ean8-module2.png", "isbn-ean5-module2.png"] {
            let image = try TestImageFiles.image(name)
            let expected = try TestImageFiles.expected(name)
            var options = expected.scanOptions
            options.mode = mode
            #expect(TestImageFiles.readsExactly(BarcodeScanner(options: options).scan(image), expected),
                    "\(name) in \(mode) mode")
        }
    }

    @Test("The default is thorough")
    func defaultMode() {
        #expect(ScanOptions().mode == .thorough)
    }
}
