@testable import BarcodeKit
import CZBar
import RasterKit
import Testing

/// `RegionAddOnPlacement` with hand-placed zbar symbols in a crop, then end to end on a label
/// photographed at a slant, whose add-on zbar reads where its locations cannot place it.
///
/// The crop below is 1,000 pixels long, so the middle of the code's stripes lies at x 500.
@Suite("Add-ons placed by their region")
struct RegionAddOnPlacementTests {
    static let placement = RegionAddOnPlacement(
        area: OrientedRect(centreX: 300, centreY: 200, angle: 0.4, length: 500, breadth: 80), alongScale: 2)

    /// A symbol of `data` read along the crop's rows, ending at `farEnd` in reading direction
    /// `orientation` (0 left to right, 2 right to left).
    static func symbol(_ data: String, farEnd: Int, orientation: Int = 0, type: zbar_symbol_type_t? = nil) -> ZBarSymbol {
        let kind = type ?? (data.count == 2 ? ZBAR_EAN2 : data.count == 5 ? ZBAR_EAN5 : ZBAR_EAN13)
        let x = orientation == 2 ? farEnd : farEnd - 4
        return ZBarSymbol(type: kind, data: data, quality: 8, bounds: BoundingBox(x: x, y: 20, width: 4, height: 30),
                          orientation: orientation)
    }

    @Test("An EAN-5 ending past the stripes' middle is placed, whichever way it reads",
          arguments: [(0, 980), (0, 520), (2, 20), (2, 480)])
    func ean5PastMiddle(orientation: Int, farEnd: Int) {
        let symbols = [Self.symbol("51299", farEnd: farEnd, orientation: orientation)]
        #expect(Self.placement.addOn(among: symbols) == "51299")
    }

    @Test("An EAN-5 ending before the stripes' middle is not placed", arguments: [(0, 480), (0, 100), (2, 520), (2, 900)])
    func ean5BeforeMiddle(orientation: Int, farEnd: Int) {
        let symbols = [Self.symbol("51299", farEnd: farEnd, orientation: orientation)]
        #expect(Self.placement.addOn(among: symbols) == nil)
    }

    @Test("An add-on read along the crop's columns is not placed", arguments: [1, 3])
    func readAlongColumns(orientation: Int) {
        #expect(Self.placement.addOn(among: [Self.symbol("51299", farEnd: 900, orientation: orientation)]) == nil)
    }

    @Test("An EAN-2 is never placed, as blur swaps its digits past its check")
    func ean2NeverPlaced() {
        #expect(Self.placement.addOn(among: [Self.symbol("85", farEnd: 900)]) == nil)
    }

    @Test("An EAN-2 that starts the EAN-5 is a piece of it")
    func ean2PieceOfEAN5() {
        let symbols = [Self.symbol("51", farEnd: 800), Self.symbol("51299", farEnd: 900)]
        #expect(Self.placement.addOn(among: symbols) == "51299")
    }

    @Test("Two different add-ons past the middle place neither", arguments: ["51200", "46"])
    func rivalsPlaceNothing(rival: String) {
        let symbols = [Self.symbol("51299", farEnd: 900), Self.symbol(rival, farEnd: 880)]
        #expect(Self.placement.addOn(among: symbols) == nil)
    }

    @Test("A rival before the middle does not stand in the way")
    func rivalBeforeMiddleIgnored() {
        let symbols = [Self.symbol("51299", farEnd: 900), Self.symbol("46", farEnd: 300)]
        #expect(Self.placement.addOn(among: symbols) == "51299")
    }

    @Test("A crop holding two main codes places nothing, one or none of them places")
    func mainCodes() {
        let addOn = Self.symbol("51299", farEnd: 900)
        let first = Self.symbol("9780306406157", farEnd: 700), second = Self.symbol("9781861978769", farEnd: 300)
        #expect(Self.placement.addOn(among: [first, second, addOn]) == nil)
        #expect(Self.placement.addOn(among: [first, first, addOn]) == "51299")
        #expect(Self.placement.addOn(among: [addOn]) == "51299")
    }

    // MARK: - End to end

    static let isbn = "9780306406157"

    /// A label of `isbn` with `addOn`, foreshortened as photographed at a slant, on a gray cover
    /// turned by `degrees`: its modules shrink steadily from 3 pixels at the left edge to 1.8 at
    /// the right edge of a label with an EAN-5, and so along a label without one.
    static func slantedLabel(addOn: String?, degrees: Double) throws -> GrayImage {
        let renderer = BarcodeRenderer(moduleWidth: 3, barHeight: 90, verticalMargin: 20)
        let label = try renderer.render(.ean13, digits: isbn, addOn: addOn)
        let span = Double(try renderer.render(.ean13, digits: isbn, addOn: "00000").width)
        let width = Double(label.width), shrink = 0.4
        // A source column x lands at x - shrink * x² / (2 * span): its scale falls linearly.
        let outWidth = Int(width - shrink * width * width / (2 * span))
        var pixels = [UInt8](repeating: 255, count: outWidth * label.height)
        for column in 0..<outWidth {
            let target = Double(column) + 0.5
            let source = span * (1 - (1 - 2 * shrink * target / span).squareRoot()) / shrink
            let x = min(label.width - 1, Int(source))
            for row in 0..<label.height {
                pixels[row * outWidth + column] = label.pixels[row * label.bytesPerRow + x]
            }
        }
        return try #require(GrayImage(width: outWidth, height: label.height, pixels: pixels)).rotated(by: degrees, fill: 150)
    }

    @Test("A slanted label's EAN-5, beyond the gap zbar's locations allow, is read with its code",
          arguments: [0.0, 10])
    func slantedEAN5(degrees: Double) throws {
        let codes = BarcodeScanner().scan(try Self.slantedLabel(addOn: "51299", degrees: degrees))
        #expect(codes.map(\.gtin13) == [Self.isbn])
        #expect(codes.first?.addOn == "51299")
    }

    @Test("A slanted label without an add-on gets none", arguments: [0.0, 10])
    func slantedWithoutAddOn(degrees: Double) throws {
        let codes = BarcodeScanner().scan(try Self.slantedLabel(addOn: nil, degrees: degrees))
        #expect(codes.map(\.gtin13) == [Self.isbn])
        #expect(codes.first?.addOn == nil)
    }
}
