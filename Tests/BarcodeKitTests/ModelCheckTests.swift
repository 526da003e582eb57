@testable import BarcodeKit
import ISBNKit
import RasterKit
import Testing

/// `ModelCheck` on images of blurred codes: a reading the model's fit of the bars contradicts
/// is replaced; a right one is never contradicted.
@Suite("Model check of zbar's readings")
struct ModelCheckTests {
    static let digits = "9780306406157"
    /// `digits` with the 7 of 978 read as a 1, as zbar does on blurred bars, and the check digit
    /// made to fit: a number zbar could report.
    static let swapped = "9180306406155"

    /// Vertical bars 3 pixels per module, blurred by `blur` modules, every row alike.
    static func image(blur: Double) throws -> GrayImage {
        let profile = BlurredCode.profile(try BlurredCode.modules(digits), moduleWidth: 3, blur: blur)
        return try BlurredCode.image(profile, height: 90)
    }

    /// The box zbar gives the code in `image(blur:)`: its 95 modules after 15 quiet ones.
    static let box = BoundingBox(x: 45, y: 10, width: 285, height: 70)

    static func code(_ gtin13: String, symbology: Symbology = .ean13, bounds: BoundingBox = box) -> Barcode {
        Barcode(symbology: symbology, digits: symbology == .upcE ? "01234565" : gtin13, gtin13: gtin13,
                bounds: bounds, confidence: 40)
    }

    @Test("A right reading is confirmed on bars blurred as zbar misreads them, and never contradicted",
          arguments: [0.05, 0.3, 0.6, 0.75, 0.9, 1.2])
    func rightReadingStands(blur: Double) throws {
        let verdict = ModelCheck().verdict(on: Self.code(Self.digits), in: try Self.image(blur: blur))
        if blur == 0.6 || blur == 0.75 { #expect(verdict == .confirmed) }
        if case .contradicted = verdict { Issue.record("blur \(blur): a right reading was contradicted") }
    }

    @Test("A reading with a 7 read as 1 is contradicted by the number the bars show", arguments: [0.6, 0.75])
    func swappedReadingReplaced(blur: Double) throws {
        #expect(ModelledSymbol.ean13.hasValidCheckDigit(Self.swapped.compactMap(\.wholeNumberValue)))
        let verdict = ModelCheck().verdict(on: Self.code(Self.swapped), in: try Self.image(blur: blur))
        guard case .contradicted(let other) = verdict else {
            Issue.record("blur \(blur): \(verdict)")
            return
        }
        #expect(other?.gtin13 == Self.digits)
    }

    @Test("A misread whose box covers half the code is replaced by the printed number, on few lines or many",
          arguments: [BoundingBox(x: 45, y: 10, width: 142, height: 40), BoundingBox(x: 190, y: 30, width: 140, height: 20)])
    func halfBoxReplaced(box: BoundingBox) throws {
        // At blur 0.55 to 0.65 the right half's box leaves the grid refinement to start so far
        // off that it settles short of the printed number's fit, and the misread is only dropped.
        let image = try Self.image(blur: 0.7)
        // Few lines: the box taken as half the code. Many: the code between its quiet zones, in
        // a window that holds the half outside the box.
        for lines in [3, 40] {
            var code = Self.code(Self.swapped, bounds: box)
            code.confidence = lines
            let verdict = ModelCheck().verdict(on: code, in: image)
            guard case .contradicted(let other) = verdict else {
                Issue.record("box \(box), \(lines) lines: \(verdict)")
                continue
            }
            #expect(other?.gtin13 == Self.digits)
        }
    }

    @Test("A misread whose box makes the code 4% longer or shorter than it is is contradicted all the same; the right number is confirmed",
          arguments: [BoundingBox(x: 39, y: 10, width: 297, height: 70), BoundingBox(x: 51, y: 10, width: 273, height: 70)])
    func offLengthBoxReplaced(box: BoundingBox) throws {
        let image = try Self.image(blur: 0.6)
        let verdict = ModelCheck().verdict(on: Self.code(Self.swapped, bounds: box), in: image)
        guard case .contradicted(let other) = verdict else {
            Issue.record("box \(box): \(verdict)")
            return
        }
        #expect(other?.gtin13 == Self.digits)
        // The box as zbar gives it may refute the misread, but only a box of the code's length reads the printed number.
        var wholeOnly = ModelCheck()
        wholeOnly.offLengthBoxes = []
        let wholeVerdict = wholeOnly.verdict(on: Self.code(Self.swapped, bounds: box), in: image)
        #expect(wholeVerdict == .silent || wholeVerdict == .contradicted(by: nil))
        #expect(ModelCheck().verdict(on: Self.code(Self.digits, bounds: box), in: image) == .confirmed)
    }

    @Test("A UPC-E read in one half of a blurred EAN-13 is a piece of it, whether the blurred-code reader or only the model reads that",
          arguments: [0.6, 0.9])
    func shortCodeInsideLongCode(blur: Double) throws {
        try Self.expectPieceOfTheEAN13(upcEBoxedAt: BoundingBox(x: 50, y: 30, width: 130, height: 30), blur: blur)
    }

    @Test("A UPC-E boxed by one end of a blurred EAN-13, as lines that all ended there box it, is a piece of the EAN-13",
          arguments: [0.6, 0.75])
    func shortCodeBoxedByOneEnd(blur: Double) throws {
        // The right end of the EAN-13's bars, 12 pixels of lines along them: far shorter than
        // the code, which runs 285 pixels to the left.
        try Self.expectPieceOfTheEAN13(upcEBoxedAt: BoundingBox(x: 326, y: 40, width: 0, height: 12), blur: blur)
    }

    /// Expects a UPC-E that zbar boxed at `box` in `image(blur:)` to be contradicted by the EAN-13
    /// whose bars hold it.
    private static func expectPieceOfTheEAN13(upcEBoxedAt box: BoundingBox, blur: Double) throws {
        let verdict = ModelCheck().verdict(on: code("0012345000065", symbology: .upcE, bounds: box), in: try image(blur: blur))
        guard case .contradicted(let other) = verdict else {
            Issue.record("\(verdict)")
            return
        }
        #expect(other?.gtin13 == digits)
    }

    @Test("A UPC-E boxed by one of its own ends stands when nothing longer holds it")
    func upcEBoxedByItsEnd() throws {
        let profile = BlurredCode.profile(try BlurredCode.modules(Self.upcE.printed, symbology: .upcE), moduleWidth: 3, blur: 0.75)
        let image = try BlurredCode.image(profile, height: 90)
        let end = BoundingBox(x: 198, y: 40, width: 0, height: 12)
        let code = Barcode(symbology: .upcE, digits: Self.upcE.printed, gtin13: "0" + (try UPCE.expandToUPCA(Self.upcE.printed)),
                           bounds: end, confidence: 4)
        let verdict = ModelCheck().verdict(on: code, in: image)
        if case .contradicted = verdict { Issue.record("a UPC-E alone was taken for a piece of a longer code: \(verdict)") }
    }

    /// A UPC-E, and the same with its 1 and 7 swapped as blur makes zbar do: same sets, so same
    /// number system and check digit, and the check digit still right.
    static let upcE = (printed: "05102739", swapped: "05702139")

    @Test("A UPC-E with a 1 and a 7 swapped is dropped on blurred bars; the printed one stands",
          arguments: [0.6, 0.75])
    func swappedUPCEDropped(blur: Double) throws {
        let profile = BlurredCode.profile(try BlurredCode.modules(Self.upcE.printed, symbology: .upcE), moduleWidth: 3, blur: blur)
        let image = try BlurredCode.image(profile, height: 90)
        let box = BoundingBox(x: 45, y: 10, width: 153, height: 70)
        func code(_ digits: String) throws -> Barcode {
            Barcode(symbology: .upcE, digits: digits, gtin13: "0" + (try UPCE.expandToUPCA(digits)), bounds: box, confidence: 40)
        }
        #expect(ModelCheck().verdict(on: try code(Self.upcE.swapped), in: image) == .contradicted(by: nil))
        #expect(ModelCheck().verdict(on: try code(Self.upcE.printed), in: image) == .confirmed)
    }

    /// A label turned well away from the camera, as on `shelfscan bench misreads`, where a UPC-E's
    /// last module came out 0.83 times as wide as its first and zbar read 2s and 1s as 8s and 7s.
    @Test("A UPC-E with a 1 and a 7 swapped is dropped on a label seen at a steep slant; the printed one stands",
          arguments: [0.75, 0.8])
    func swappedSteepUPCEDropped(narrowing: Double) throws {
        let modules = try BlurredCode.modules(Self.upcE.printed, symbology: .upcE)
        let profile = BlurredCode.profile(modules, moduleWidth: 3, blur: 0.5, narrowing: narrowing)
        let image = try BlurredCode.image(profile, height: 90)
        // `BlurredCode.profile` puts the last module's end at 15 + 51 / (1 + k · 51) modules.
        let end = 3 * (15 + Double(modules.count) * narrowing.squareRoot())
        let box = BoundingBox(x: 45, y: 10, width: Int(end.rounded()) - 45, height: 70)
        func code(_ digits: String) throws -> Barcode {
            Barcode(symbology: .upcE, digits: digits, gtin13: "0" + (try UPCE.expandToUPCA(digits)), bounds: box, confidence: 40)
        }
        #expect(ModelCheck().verdict(on: try code(Self.upcE.swapped), in: image) == .contradicted(by: nil))
        #expect(ModelCheck().verdict(on: try code(Self.upcE.printed), in: image) == .confirmed)
    }
}
