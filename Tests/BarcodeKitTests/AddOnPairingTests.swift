@testable import BarcodeKit
import CZBar
import RasterKit
import Testing

/// `AddOnPairing` with hand-placed zbar symbols, then end to end with rendered codes.
///
/// The main EAN-13 below spans x 100…290 (95 modules of 2 px) and y 50…150. GS1 puts an EAN-5's
/// far end 7–12 modules of gap plus 47 modules of add-on past the main code's end, an EAN-2's
/// 7–12 plus 20.
@Suite("Add-on pairing")
struct AddOnPairingTests {
    static let module = 2
    /// The picture the symbols were found in.
    static let imageBounds = BoundingBox(x: 0, y: 0, width: 1000, height: 600)

    static func main(orientation: Int = 0, bounds: BoundingBox = BoundingBox(x: 100, y: 50, width: 190, height: 100),
                     type: zbar_symbol_type_t = ZBAR_EAN13, data: String = "9780306406157") -> ZBarSymbol {
        ZBarSymbol(type: type, data: data, quality: 20, bounds: bounds, orientation: orientation)
    }

    /// An add-on whose bars span `modules` modules ending `farEnd` modules past x 290.
    static func addOn(_ data: String, farEnd: Int, y: Int = 60, height: Int = 90, quality: Int = 10) -> ZBarSymbol {
        let length = data.count == 2 ? 20 : 47
        let end = 290 + farEnd * module
        return ZBarSymbol(type: data.count == 2 ? ZBAR_EAN2 : ZBAR_EAN5, data: data, quality: quality,
                          bounds: BoundingBox(x: end - length * module, y: y, width: length * module, height: height),
                          orientation: 0)
    }

    // MARK: - Horizontal codes

    @Test("An EAN-5 whose far end lies where GS1 puts it is attached", arguments: [7, 9, 12])
    func ean5AtGS1Position(gap: Int) {
        let result = AddOnPairing.addOns(for: [Self.main()], among: [Self.addOn("51299", farEnd: gap + 47)], imageBounds: Self.imageBounds)
        #expect(result == ["51299"])
    }

    @Test("An EAN-2 whose far end lies where GS1 puts it is attached", arguments: [7, 9, 12])
    func ean2AtGS1Position(gap: Int) {
        let result = AddOnPairing.addOns(for: [Self.main()], among: [Self.addOn("05", farEnd: gap + 20)], imageBounds: Self.imageBounds)
        #expect(result == ["05"])
    }

    @Test("An EAN-5 too far right is not attached", arguments: [70, 90, 200])
    func ean5TooFarRight(farEnd: Int) {
        #expect(AddOnPairing.addOns(for: [Self.main()], among: [Self.addOn("51299", farEnd: farEnd)], imageBounds: Self.imageBounds) == [nil])
    }

    @Test("An EAN-5 too far left is not attached", arguments: [40, 20, 0, -60])
    func ean5TooFarLeft(farEnd: Int) {
        #expect(AddOnPairing.addOns(for: [Self.main()], among: [Self.addOn("51299", farEnd: farEnd)], imageBounds: Self.imageBounds) == [nil])
    }

    @Test("An EAN-5 at the right distance but above or below the main code is not attached",
          arguments: [-200, 200, 400])
    func ean5VerticallyOff(shift: Int) {
        let addOn = Self.addOn("51299", farEnd: 56, y: 60 + shift)
        #expect(AddOnPairing.addOns(for: [Self.main()], among: [addOn], imageBounds: Self.imageBounds) == [nil])
    }

    @Test("An EAN-5 overlapping the bars only partly, as printed lower, is still attached")
    func ean5PartlyOverlapping() {
        let addOn = Self.addOn("51299", farEnd: 56, y: 120, height: 60)
        #expect(AddOnPairing.addOns(for: [Self.main()], among: [addOn], imageBounds: Self.imageBounds) == ["51299"])
    }

    @Test("A cut-off EAN-5 read as an EAN-2 at the EAN-5's far end is dropped")
    func ean2AtEAN5Distance() {
        #expect(AddOnPairing.addOns(for: [Self.main()], among: [Self.addOn("12", farEnd: 56)], imageBounds: Self.imageBounds) == [nil])
    }

    @Test("An EAN-2 ending less than a quiet zone before the picture's edge may be a cut-off EAN-5 and is dropped")
    func ean2AtFrameEdge() {
        let addOn = Self.addOn("54", farEnd: 29)
        let edge = addOn.bounds.maxX
        let cut = BoundingBox(x: 0, y: 0, width: edge + 4 * Self.module, height: 600)
        let clear = BoundingBox(x: 0, y: 0, width: edge + 5 * Self.module, height: 600)
        #expect(AddOnPairing.addOns(for: [Self.main()], among: [addOn], imageBounds: cut) == [nil])
        #expect(AddOnPairing.addOns(for: [Self.main()], among: [addOn], imageBounds: clear) == ["54"])
        // An EAN-5 there is whole: its own end guard closed it.
        let ean5 = Self.addOn("51299", farEnd: 56)
        let tight = BoundingBox(x: 0, y: 0, width: ean5.bounds.maxX, height: 600)
        #expect(AddOnPairing.addOns(for: [Self.main()], among: [ean5], imageBounds: tight) == ["51299"])
    }

    @Test("A box too short for the add-on's height covers half the main code: the add-on is found from either half",
          arguments: [(100, 195), (195, 290)])
    func halfBox(half: (start: Int, end: Int)) {
        // 95 px would make 1 px modules, and the add-on's 90 px bars 90 modules tall.
        let main = Self.main(bounds: BoundingBox(x: half.start, y: 50, width: half.end - half.start, height: 100))
        #expect(AddOnPairing.addOns(for: [main], among: [Self.addOn("05", farEnd: 29)], imageBounds: Self.imageBounds) == ["05"])
        #expect(AddOnPairing.addOns(for: [main], among: [Self.addOn("51299", farEnd: 56)], imageBounds: Self.imageBounds) == ["51299"])
        #expect(AddOnPairing.addOns(for: [main], among: [Self.addOn("51299", farEnd: 90)], imageBounds: Self.imageBounds) == [nil])
    }

    @Test("A box cannot be the right half of a code that would start outside the picture")
    func halfBoxInsidePicture() {
        let main = Self.main(bounds: BoundingBox(x: 20, y: 50, width: 95, height: 100))
        let farEnd = 115 + 29 * Self.module
        let addOn = ZBarSymbol(type: ZBAR_EAN2, data: "05", quality: 10,
                               bounds: BoundingBox(x: farEnd, y: 60, width: 0, height: 90), orientation: 0)
        #expect(AddOnPairing.addOns(for: [main], among: [addOn], imageBounds: Self.imageBounds) == [nil])
        let wider = BoundingBox(x: -100, y: 0, width: 1100, height: 600)
        #expect(AddOnPairing.addOns(for: [main], among: [addOn], imageBounds: wider) == ["05"])
    }

    @Test("When both an EAN-2 and an EAN-5 fit, the EAN-5 wins, even read on fewer lines")
    func ean5BeatsEAN2() {
        let ean2 = Self.addOn("99", farEnd: 29, quality: 40)
        let ean5 = Self.addOn("51299", farEnd: 56, quality: 2)
        #expect(AddOnPairing.addOns(for: [Self.main()], among: [ean2, ean5], imageBounds: Self.imageBounds) == ["51299"])
        #expect(AddOnPairing.addOns(for: [Self.main()], among: [ean5, ean2], imageBounds: Self.imageBounds) == ["51299"])
    }

    @Test("Each of two main codes side by side gets only its own add-on")
    func twoMainsTwoAddOns() {
        let left = Self.main()
        // A second EAN-13 far to the right (x 700…890) with its EAN-2 at GS1's distance.
        let right = Self.main(bounds: BoundingBox(x: 700, y: 50, width: 190, height: 100), data: "4006381333931")
        let leftAddOn = Self.addOn("51299", farEnd: 56)
        let rightEnd = 890 + 29 * Self.module
        let rightAddOn = ZBarSymbol(type: ZBAR_EAN2, data: "05", quality: 10,
                                    bounds: BoundingBox(x: rightEnd - 40, y: 60, width: 40, height: 90), orientation: 0)
        #expect(AddOnPairing.addOns(for: [left, right], among: [rightAddOn, leftAddOn], imageBounds: Self.imageBounds) == ["51299", "05"])
    }

    @Test("An EAN-8 gets no add-on, as GS1 defines none for it, even one where it would end")
    func ean8NeverPaired() {
        // An EAN-8 of 67 modules at 2 px spans 134 px: x 100…234.
        let ean8 = Self.main(bounds: BoundingBox(x: 100, y: 50, width: 134, height: 100), type: ZBAR_EAN8, data: "96385074")
        let addOns = [47 + 9, 20 + 9].map { farEnd in
            ZBarSymbol(type: farEnd > 40 ? ZBAR_EAN5 : ZBAR_EAN2, data: farEnd > 40 ? "24999" : "07", quality: 10,
                       bounds: BoundingBox(x: 234 + farEnd * Self.module - 4, y: 60, width: 4, height: 90), orientation: 0)
        }
        for addOn in addOns {
            #expect(AddOnPairing.addOns(for: [ean8], among: [addOn], imageBounds: Self.imageBounds) == [nil])
        }
    }

    @Test("A UPC-E's module comes from its 51 modules")
    func upcEModules() {
        // A UPC-E of 51 modules at 3 px spans 153 px: x 100…253.
        let upcE = Self.main(bounds: BoundingBox(x: 100, y: 50, width: 153, height: 100), type: ZBAR_UPCE, data: "01234565")
        let upcEAddOn = ZBarSymbol(type: ZBAR_EAN2, data: "07", quality: 10,
                                   bounds: BoundingBox(x: 253 + 27, y: 60, width: 60, height: 90), orientation: 0)
        #expect(AddOnPairing.addOns(for: [upcE], among: [upcEAddOn], imageBounds: Self.imageBounds) == ["07"])
    }

    @Test("A code read right to left (orientation 2) has its add-on on the left")
    func upsideDown() {
        // Read leftwards, the code (x 200…390) ends at its left edge.
        let main = Self.main(orientation: 2, bounds: BoundingBox(x: 200, y: 50, width: 190, height: 100))
        let farEnd = 200 - 56 * Self.module
        let left = ZBarSymbol(type: ZBAR_EAN5, data: "51299", quality: 10,
                              bounds: BoundingBox(x: farEnd, y: 60, width: 94, height: 90), orientation: 2)
        #expect(AddOnPairing.addOns(for: [main], among: [left], imageBounds: Self.imageBounds) == ["51299"])
        #expect(AddOnPairing.addOns(for: [main], among: [Self.addOn("51299", farEnd: 56)], imageBounds: Self.imageBounds) == [nil])
    }

    // MARK: - Vertical codes

    /// A main code read along y: bars from y 200 to 390, across x 50…150.
    static let verticalBounds = BoundingBox(x: 50, y: 200, width: 100, height: 190)

    @Test("A code read top to bottom (orientation 1) pairs with an add-on below it, along y")
    func topToBottom() {
        let main = Self.main(orientation: 1, bounds: Self.verticalBounds)
        let end = 390 + 56 * Self.module
        let below = ZBarSymbol(type: ZBAR_EAN5, data: "51299", quality: 10,
                               bounds: BoundingBox(x: 60, y: end - 94, width: 90, height: 94), orientation: 1)
        #expect(AddOnPairing.addOns(for: [main], among: [below], imageBounds: Self.imageBounds) == ["51299"])

        // The same distance measured along x instead is not where the add-on goes.
        let beside = ZBarSymbol(type: ZBAR_EAN5, data: "51299", quality: 10,
                                bounds: BoundingBox(x: 150 + 18, y: 200, width: 94, height: 190), orientation: 1)
        #expect(AddOnPairing.addOns(for: [main], among: [beside], imageBounds: Self.imageBounds) == [nil])

        // Below, but too far, or off to the side across the bars.
        let tooFar = ZBarSymbol(type: ZBAR_EAN5, data: "51299", quality: 10,
                                bounds: BoundingBox(x: 60, y: end + 60, width: 90, height: 94), orientation: 1)
        #expect(AddOnPairing.addOns(for: [main], among: [tooFar], imageBounds: Self.imageBounds) == [nil])
        let aside = ZBarSymbol(type: ZBAR_EAN5, data: "51299", quality: 10,
                               bounds: BoundingBox(x: 400, y: end - 94, width: 90, height: 94), orientation: 1)
        #expect(AddOnPairing.addOns(for: [main], among: [aside], imageBounds: Self.imageBounds) == [nil])
    }

    @Test("A code read bottom to top (orientation 3) pairs with an add-on above it, along y")
    func bottomToTop() {
        let main = Self.main(orientation: 3, bounds: Self.verticalBounds)
        // Read upwards, the code ends at its top (y 200); the add-on's far end is 56 modules higher.
        let end = 200 - 56 * Self.module
        let above = ZBarSymbol(type: ZBAR_EAN5, data: "51299", quality: 10,
                               bounds: BoundingBox(x: 60, y: end, width: 90, height: 94), orientation: 3)
        #expect(AddOnPairing.addOns(for: [main], among: [above], imageBounds: Self.imageBounds) == ["51299"])

        let below = ZBarSymbol(type: ZBAR_EAN5, data: "51299", quality: 10,
                               bounds: BoundingBox(x: 60, y: 390 + 18, width: 90, height: 94), orientation: 3)
        #expect(AddOnPairing.addOns(for: [main], among: [below], imageBounds: Self.imageBounds) == [nil])
    }

    // MARK: - End to end

    /// Copies `image` into `canvas` with its top-left corner at (`x`, `y`).
    static func paste(_ image: GrayImage, into canvas: inout GrayImage, x: Int, y: Int) {
        for row in 0..<image.height {
            for column in 0..<image.width {
                canvas[x + column, y + row] = image[column, row]
            }
        }
    }

    @Test("Rendered: the EAN-5 attaches to the ISBN, not to a second EAN-13 to its right at another height",
          arguments: [0, 90, 160])
    func renderedISBNWithNeighbour(drop: Int) throws {
        let renderer = BarcodeRenderer(moduleWidth: 2, barHeight: 100)
        let isbn = try renderer.render(.ean13, digits: "9780306406157", addOn: "51299")
        let store = try renderer.render(.ean13, digits: "4006381333931")
        var canvas = GrayImage(width: 40 + isbn.width + 40 + store.width + 40,
                               height: 40 + max(isbn.height, drop + store.height) + 40, fill: 255)
        Self.paste(isbn, into: &canvas, x: 40, y: 40)
        Self.paste(store, into: &canvas, x: 40 + isbn.width + 40, y: 40 + drop)

        let codes = BarcodeScanner().scan(canvas)
        let byDigits = Dictionary(codes.map { ($0.digits, $0) }, uniquingKeysWith: { first, _ in first })
        #expect(codes.count == 2)
        #expect(byDigits["9780306406157"]?.addOn == "51299")
        #expect(byDigits["4006381333931"] != nil)
        #expect(byDigits["4006381333931"]?.addOn == nil)
    }

    @Test("Rendered and turned a quarter: a vertical ISBN keeps its EAN-5", arguments: [90.0, 270.0])
    func renderedVertical(degrees: Double) throws {
        let renderer = BarcodeRenderer(moduleWidth: 2, barHeight: 100)
        let isbn = try renderer.render(.ean13, digits: "9780306406157", addOn: "51299").rotated(by: degrees)
        let codes = BarcodeScanner().scan(isbn)
        #expect(codes.map(\.digits) == ["9780306406157"])
        #expect(codes.first?.addOn == "51299")
    }
}

/// Add-on symbols as zbar hands them over: only settled digits count.
@Suite("Add-on digits")
struct AddOnDigitsTests {
    static func symbol(_ type: zbar_symbol_type_t, _ data: String) -> ZBarSymbol {
        ZBarSymbol(type: type, data: data, quality: 4, bounds: BoundingBox(x: 0, y: 0, width: 1, height: 1), orientation: 0)
    }

    @Test("An add-on's data must be its 2 or 5 digits", arguments: [
        (ZBAR_EAN5, "59945", true), (ZBAR_EAN5, "5994?", false), (ZBAR_EAN5, "5994", false),
        (ZBAR_EAN2, "05", true), (ZBAR_EAN2, "0?", false), (ZBAR_EAN2, "059", false), (ZBAR_EAN5, "５９９４５", false),
    ])
    func digits(type: zbar_symbol_type_t, data: String, settled: Bool) {
        #expect(Self.symbol(type, data).hasAddOnDigits == settled)
    }
}
