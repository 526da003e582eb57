@testable import BarcodeKit
import Foundation
import RasterKit
import ShelfScanTestSupport
import Testing

@Suite("The model's look for an add-on zbar could not read")
struct BlurredAddOnLookTests {
    /// Vertical bars on a wide page: above, `digits` printed sharp enough for zbar with no add-on
    /// beside it; below, the same code and 9 modules on its `addOn`, both blurred by `blur` modules.
    private static func image(_ digits: String, addOn: String, blur: Double) throws -> GrayImage {
        let moduleWidth = 2.5
        let sharp = BlurredCode.profile(try BlurredCode.modules(digits), moduleWidth: moduleWidth, blur: 0.3)
        let blurred = BlurredCode.profile(try BlurredCode.modules(digits, addOn: addOn, gap: 9), moduleWidth: moduleWidth, blur: blur)
        let page = [Float](repeating: 210, count: 200)
        let above = try BlurredCode.image(page + sharp + [Float](repeating: 210, count: blurred.count - sharp.count) + page, height: 40)
        let below = try BlurredCode.image(page + blurred + page, height: 60)
        return try #require(GrayImage(width: above.width, height: 100, pixels: above.pixels + below.pixels))
    }

    private static func described(_ codes: [Barcode]) -> [String] {
        codes.map { "\($0.gtin13)+\($0.addOn ?? "-")" }
    }

    @Test("an add-on only the model can read, beside a code zbar reads, is read by the model")
    func blurredAddOn() throws {
        let image = try Self.image("9780306406157", addOn: "51299", blur: 0.9)
        let passes = ScanPlan.passes(for: image, mode: .thorough).map { Self.described($0.run(on: image, options: ScanOptions())) }
        #expect(passes.contains(["9780306406157+-"]) && passes.allSatisfy { $0.isEmpty || $0 == ["9780306406157+-"] })
        let codes = BarcodeScanner().scan(image)
        let box = try #require(codes.first?.bounds)
        let look = RegionScan().read(image, around: box, options: ScanOptions())
        #expect(Self.described(look.codes).allSatisfy { $0.hasSuffix("+-") } && look.placedAddOn == nil)
        #expect(Self.described(codes) == ["9780306406157+51299"])
        var noAddOns = ScanOptions()
        noAddOns.addOns = false
        #expect(Self.described(BarcodeScanner(options: noAddOns).scan(image)) == ["9780306406157+-"])
    }

    @Test("the look is taken where stripes run on past the code, not beside a code alone")
    func roomForAddOn() throws {
        let withAddOn = try Self.image("9780306406157", addOn: "51299", blur: 0.3)
        let alone = try BlurredCode.image([Float](repeating: 210, count: 200)
            + BlurredCode.profile(try BlurredCode.modules("9780306406157"), moduleWidth: 2.5, blur: 0.3)
            + [Float](repeating: 210, count: 300), height: 100)
        for (image, expected) in [(withAddOn, true), (alone, false)] {
            let code = try #require(BarcodeScanner().scan(image).first)
            let around = try #require(CodeNeighbourhood(of: code.bounds, in: image))
            #expect(BlurredAddOnLook().holdsRoomForAddOn(around, box: code.bounds) == expected)
        }
    }

    @Test("a code only the blurred-code reader reads gets the look for the add-on it missed: a hard rendered book cover")
    func readerCodeGetsTheLook() throws {
        let image = try ImageDecoder().decode(contentsOf: TestPaths.shared("books/books/080.jpg"))
        let read = BlurredCodeReader().readEitherWay(image)
        try #require(Self.described(read) == ["9788489297708+-"], "the reader reads this cover's add-on now: pick one it misses")
        #expect(Self.described(BarcodeScanner().scan(image)) == ["9788489297708+58843"])
    }

    @Test("a code that carries no add-on by GS1's rules gets no look")
    func noLookForOtherCodes() throws {
        let image = try Self.image("4006381333931", addOn: "51299", blur: 0.9)
        #expect(Self.described(BarcodeScanner().scan(image)) == ["4006381333931+-"])
    }
}

@Suite("The add-on beside the lines that read zbar's code")
struct ConfirmingLinesAddOnTests {
    /// A sharp EAN-13 and, `gap` modules after it, `addOnModules`, on a label whose edge, a dark
    /// line 2 modules wide, lies 3 modules after them: too little paper for zbar's quiet zone.
    private static func labelEnding(after addOnModules: [Bool], gap: Int) throws -> GrayImage {
        let modules = try BlurredCode.modules("9780306406157") + [Bool](repeating: false, count: gap) + addOnModules
            + [false, false, false, true, true]
        let page = [Float](repeating: 210, count: 120)
        return try BlurredCode.image(page + BlurredCode.profile(modules, moduleWidth: 2.5, blur: 0.3) + page, height: 100)
    }

    /// The lines' add-on beside the code zbar reads in `image`, and what the reader alone reads there.
    private static func looks(in image: GrayImage) throws -> (lines: String?, reader: [String?]) {
        let code = try #require(ScanPlan.passes(for: image, mode: .thorough).lazy
            .flatMap { $0.run(on: image, options: ScanOptions()) }.first)
        let around = try #require(CodeNeighbourhood(of: code.bounds, in: image))
        let look = BlurredAddOnLook()
        return (look.reader.agreedAddOn(beside: look.model.confirmingSightings(of: code, around: around)).addOn,
                look.reader.read(around.window).map(\.addOn))
    }

    @Test("an add-on on a label that ends right after it is read, 6 or 9 modules from the code", arguments: [6, 9])
    func labelEndsAfterAddOn(gap: Int) throws {
        let addOn = try EANSymbol(symbology: .ean13, digits: "9780306406157", addOn: "51299").addOnModules
        let image = try Self.labelEnding(after: addOn, gap: gap)
        let passes = ScanPlan.passes(for: image, mode: .thorough).flatMap { $0.run(on: image, options: ScanOptions()) }
        #expect(!passes.isEmpty && passes.allSatisfy { $0.addOn == nil })
        #expect(BarcodeScanner().scan(image).map { "\($0.gtin13)+\($0.addOn ?? "-")" } == ["9780306406157+51299"])
        let looks = try Self.looks(in: image)
        #expect(looks.lines == "51299")
        #expect(looks.reader.allSatisfy { $0 == nil })
    }

    @Test("a code read on few lines, with a box over its left half, gets its add-on; the box taken as the whole code gives none",
          arguments: [(3, "51299"), (20, nil)] as [(Int, String?)])
    func boxOverHalfTheCode(lines: Int, expected: String?) throws {
        let addOn = try EANSymbol(symbology: .ean13, digits: "9780306406157", addOn: "51299").addOnModules
        let image = try Self.labelEnding(after: addOn, gap: 9)
        let read = try #require(ScanPlan.passes(for: image, mode: .thorough).lazy
            .flatMap { $0.run(on: image, options: ScanOptions()) }.first)
        // From the code's start to its middle guard, a few lines' end points high.
        let half = BoundingBox(x: read.bounds.x, y: 40, width: read.bounds.width / 2, height: 20)
        let code = Barcode(symbology: .ean13, digits: read.digits, gtin13: read.gtin13, bounds: half, confidence: lines)
        #expect(BlurredAddOnLook().completed(code, in: image).addOn == expected)
    }

    @Test("an EAN-2 there gives the lines no EAN-5")
    func noAddOnFromAnEAN2() throws {
        let addOn = try EANSymbol(symbology: .ean13, digits: "9780306406157", addOn: "12").addOnModules
        #expect(try Self.looks(in: Self.labelEnding(after: addOn, gap: 9)).lines == nil)
    }
}
