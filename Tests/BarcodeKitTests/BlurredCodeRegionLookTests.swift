@testable import BarcodeKit
import Foundation
import RasterKit
import ShelfScanTestSupport
import Testing

@Suite("Blurred codes: a look around each striped region on its own")
struct BlurredCodeRegionLookTests {
    /// A page of sharp print, lines of it running across the width, with a soft EAN-13 turned by
    /// `degrees` well below it: the print's edges are so much stronger than the code's that only
    /// the print's direction counts over the whole page, and none of the print lies in the code's
    /// window.
    static func pageWithTurnedCode(_ digits: String, degrees: Double) throws -> (page: GrayImage, codeAt: (x: Int, y: Int)) {
        let paper: UInt8 = 210
        let bars = try BlurredCode.image(BlurredCode.profile(try BlurredCode.modules(digits), moduleWidth: 2.4, blur: 1.0),
                                         height: 80).rotated(by: degrees, fill: paper)
        let width = 900, height = 440 + bars.height
        var pixels = [UInt8](repeating: paper, count: width * height)
        for y in stride(from: 30, to: 190, by: 9) {
            for row in y..<(y + 3) {
                for x in 40..<(width - 40) { pixels[row * width + x] = 30 }
            }
        }
        let codeAt = (x: 260, y: 420)
        for y in 0..<bars.height {
            for x in 0..<bars.width {
                pixels[(codeAt.y + y) * width + codeAt.x + x] = bars.pixels[y * bars.width + x]
            }
        }
        return (try #require(GrayImage(width: width, height: height, pixels: pixels)), codeAt)
    }

    @Test("a soft code turned away from a page's print is read in its own region's window", arguments: [35.0, -50])
    func turnedCodeBesidePrint(degrees: Double) throws {
        let (page, codeAt) = try Self.pageWithTurnedCode("9780306406157", degrees: degrees)
        let reader = BlurredCodeReader()
        try #require(reader.readEitherWay(page).isEmpty, "the whole page's look reads the code: the print no longer hides it")
        let codes = reader.regionLooks(page, regions: CodeRegionFinder().regions(in: page))
        #expect(codes.map(\.gtin13) == ["9780306406157"])
        let box = try #require(codes.first?.bounds)
        #expect(box.x >= codeAt.x && box.y >= codeAt.y)
        #expect(BarcodeScanner().scan(page).map(\.gtin13) == ["9780306406157"])
    }

    @Test("a page of print with no code gives nothing from its regions, even looked at whole")
    func printAlone() throws {
        var (page, _) = try Self.pageWithTurnedCode("9780306406157", degrees: 35)
        page = try #require(page.cropped(x: 0, y: 0, width: page.width, height: 300))
        let regions = CodeRegionFinder().regions(in: page)
        try #require(!regions.isEmpty)
        var reader = BlurredCodeReader()
        reader.largestRegionWindow = .infinity
        #expect(reader.regionLooks(page, regions: regions).isEmpty)
    }

    @Test("a window reaches past its region on every side and stays inside the image")
    func windowAroundRegion() throws {
        let image = try #require(GrayImage(width: 400, height: 300, pixels: [UInt8](repeating: 200, count: 400 * 300)))
        let region = CodeRegion(bars: OrientedRect(centreX: 100, centreY: 150, angle: 0, length: 100, breadth: 40), strength: 1)
        let look = try #require(ImageWindow(around: region, in: image))
        // Reach: 0.6 × 100 + 16 = 76 pixels past the box 50...150 × 130...170, cut at the left edge.
        #expect((look.left, look.top) == (0, 54))
        #expect((look.window.width, look.window.height) == (226, 192))
        var code = Barcode(symbology: .ean13, digits: "9780306406157", gtin13: "9780306406157",
                           bounds: BoundingBox(x: 5, y: 6, width: 10, height: 4), confidence: 2)
        code = look.inImage(code)
        #expect(code.bounds == BoundingBox(x: 5, y: 60, width: 10, height: 4))
    }

    @Test("a rendered book cover whose small, turned code the whole-image look misses is read around its region")
    func coverReadInRegion() throws {
        let image = try ImageDecoder().decode(contentsOf: TestPaths.shared("books/books/149.jpg"))
        let reader = BlurredCodeReader()
        try #require(reader.readEitherWay(image).isEmpty, "the whole-image look reads this cover now: pick one it misses")
        let codes = reader.regionLooks(image, regions: CodeRegionFinder().regions(in: image))
        #expect(codes.map(\.gtin13) == ["9791066742225"])
        #expect(codes.first?.addOn == "51619")
        #expect(BarcodeScanner().scan(image).map(\.gtin13) == ["9791066742225"])
    }

    @Test("a window holding more of the image than `largestRegionWindow` is not looked at")
    func wholeImageWindowSkipped() throws {
        let (page, _) = try Self.pageWithTurnedCode("9780306406157", degrees: 35)
        let regions = CodeRegionFinder().regions(in: page)
        var reader = BlurredCodeReader()
        #expect(!reader.regionLooks(page, regions: regions).isEmpty)
        reader.largestRegionWindow = 0.2
        #expect(reader.regionLooks(page, regions: regions).isEmpty)
    }
}
