@testable import BarcodeKit
import Foundation
import RasterKit
import ShelfScanTestSupport
import Testing

@Suite("Blurred codes: a second look with the image turned round")
struct BlurredCodeHalfTurnTests {
    @Test("a box found in the turned image is put back where it lies in the image")
    func boxTurnedBack() {
        let box = BoundingBox(x: 10, y: 5, width: 20, height: 8)
        let back = box.turnedHalfway(width: 100, height: 50)
        #expect(back == BoundingBox(x: 69, y: 36, width: 20, height: 8))
        #expect(back.turnedHalfway(width: 100, height: 50) == box)
    }

    @Test("the turned look reads a code and boxes it where the first look does")
    func turnedLookBoxesTheCode() throws {
        let bars = try BlurredCode.image(BlurredCode.profile(try BlurredCode.modules("9780306406157"),
                                                             moduleWidth: 2.4, blur: 1.0))
        // Paper on the left and above only, so that a box left in the turned image's
        // coordinates would lie well away from the code.
        let (left, top) = (90, 40)
        let width = bars.width + left, height = bars.height + top
        var pixels = [UInt8](repeating: 210, count: width * height)
        for y in 0..<bars.height {
            for x in 0..<bars.width {
                pixels[(y + top) * width + x + left] = bars.pixels[y * bars.width + x]
            }
        }
        let image = try #require(GrayImage(width: width, height: height, pixels: pixels))
        let reader = BlurredCodeReader()
        let first = try #require(reader.read(image).first)
        let turned = try #require(reader.turnedLook(image).first)
        #expect(turned.gtin13 == "9780306406157")
        #expect(abs(turned.bounds.x - first.bounds.x) <= 3 && abs(turned.bounds.maxX - first.bounds.maxX) <= 3)
        #expect(turned.bounds.y >= top && turned.bounds.maxY < height)
    }

    @Test("a blurred photo the reader misses as it is is read turned round")
    func photoReadTurned() throws {
        // A very soft UPC-A label from the shared corpus, seen at a slant, that zbar cannot read.
        // (The book label this test used before is read as it is since slants are chosen by the
        // boundaries between digits, `ProfileDecoder.bestSlanted`.)
        let image = try ImageDecoder().decode(contentsOf: TestPaths.shared("corpus/zxing-upca-6/05.png"))
        let reader = BlurredCodeReader()
        try #require(reader.read(image).isEmpty, "the first look reads this photo now: pick one it misses")
        #expect(reader.readEitherWay(image).map(\.gtin13) == ["0071831007995"])
        let codes = BarcodeScanner().scan(image)
        #expect(codes.map(\.gtin13) == ["0071831007995"])
        let box = try #require(codes.first?.bounds)
        #expect(box.x >= 0 && box.maxX < image.width && box.y >= 0 && box.maxY < image.height)
        // The label's bars run across the middle of the photo.
        #expect(box.x < image.width / 2 && box.maxX > image.width / 2 && box.y > 20 && box.maxY < image.height * 3 / 4)
    }
}
