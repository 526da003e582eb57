import BarcodeKit
import RasterKit
import Testing

/// Fast mode on frames like a desk webcam's: 1280×720, a book's code with modules of about
/// 2 pixels, a little soft. Fast mode scans a halved frame, where such bars blur away, so it
/// must go back to the frame's own pixels where the code is.
@Suite("Webcam frames in fast mode")
struct WebcamFrameTests {
    static let isbn = "9781861978769"

    /// A `width`×`height` desk lit unevenly with a white label holding the code, turned by
    /// `degrees`, at `x`, `y`.
    static func frame(moduleWidth: Int, degrees: Double, x: Int, y: Int,
                      width: Int = 1280, height: Int = 720) throws -> GrayImage {
        let label = try BarcodeRenderer(moduleWidth: moduleWidth, barHeight: 50 * moduleWidth, verticalMargin: 8)
            .render(.ean13, digits: isbn).rotated(by: degrees, fill: 235)
        var frame = GrayImage(width: width, height: height)
        for row in 0..<height {
            for column in 0..<width {
                frame[column, row] = UInt8(90 + (column * 60) / width + (row * 30) / height)
            }
        }
        for row in 0..<label.height where y + row < height {
            for column in 0..<label.width where x + column < width {
                frame[x + column, y + row] = label[column, row]
            }
        }
        return frame
    }

    static let fast = BarcodeScanner(options: ScanOptions(mode: .fast))
    static let plain = ScanPass(variant: .original, density: 1)

    @Test("A code with 2-pixel modules that plain zbar reads on the whole frame is read in fast mode",
          arguments: [(0.0, 100, 80), (8, 500, 300), (-12, 700, 120), (20, 300, 400)])
    func twoPixelModules(degrees: Double, x: Int, y: Int) throws {
        let frame = try Self.frame(moduleWidth: 2, degrees: degrees, x: x, y: y)
        try #require(Self.plain.run(on: frame, options: ScanOptions()).map(\.gtin13) == [Self.isbn])
        #expect(Self.fast.scan(frame).map(\.gtin13) == [Self.isbn])
    }

    @Test("On a 1920×1080 or 1600×1200 frame, which fast mode's passes scan quartered, a code with 2-pixel modules that plain zbar reads is read too",
          arguments: [(1920, 1080, 8.0), (1600, 1200, -12)])
    func largeFrames(width: Int, height: Int, degrees: Double) throws {
        let frame = try Self.frame(moduleWidth: 2, degrees: degrees, x: width / 3, y: height / 4, width: width, height: height)
        try #require(Self.plain.run(on: frame, options: ScanOptions()).map(\.gtin13) == [Self.isbn])
        #expect(Self.fast.scan(frame).map(\.gtin13) == [Self.isbn])
    }

    @Test("A code turned by 45°, which no pass over rows and columns reads, is read in fast mode")
    func turned() throws {
        let frame = try Self.frame(moduleWidth: 3, degrees: 45, x: 400, y: 150)
        #expect(Self.fast.scan(frame).map(\.gtin13) == [Self.isbn])
    }

    @Test("A desk with no code gives nothing")
    func empty() {
        var frame = GrayImage(width: 1280, height: 720, fill: 120)
        for row in stride(from: 100, to: 600, by: 37) {
            for column in 200..<900 { frame[column, row] = 30 }
        }
        #expect(Self.fast.scan(frame).isEmpty)
    }
}
