@testable import BarcodeKit
import CZBar
import Testing

/// `ReadArbiter` and `ReadCandidate` with hand-made reads: which numbers are trusted after
/// one or more passes.
@Suite("Read arbiter")
struct ReadArbiterTests {
    static let isbn = "9780306406157"
    /// Same left half (first seven digits) as `isbn`.
    static let sameLeftHalf = "9780306999994"
    /// Same right half (last six digits) as `isbn`.
    static let sameRightHalf = "8790306406157"
    /// Shares neither half with `isbn`.
    static let unrelated = "4006381333931"

    /// The picture every hand-made read comes from.
    static let imageBounds = BoundingBox(x: 0, y: 0, width: 1280, height: 1024)
    static let bookBox = BoundingBox(x: 100, y: 100, width: 190, height: 60)
    static let farBox = BoundingBox(x: 1000, y: 900, width: 190, height: 60)

    static func ean13(_ digits: String, confidence: Int, bounds: BoundingBox = bookBox,
                      addOn: String? = nil) -> Barcode {
        Barcode(symbology: .ean13, digits: digits, gtin13: digits, addOn: addOn, bounds: bounds, confidence: confidence)
    }

    static func upcE(confidence: Int, bounds: BoundingBox = farBox) -> Barcode {
        Barcode(symbology: .upcE, digits: "01234565", gtin13: "0012345000065", bounds: bounds, confidence: confidence)
    }

    static func ean8(confidence: Int, bounds: BoundingBox = farBox) -> Barcode {
        Barcode(symbology: .ean8, digits: "96385074", gtin13: "0000096385074", bounds: bounds, confidence: confidence)
    }

    static func trusted(_ passes: [(codes: [Barcode], variant: ImageVariant)]) -> [String] {
        var arbiter = ReadArbiter(imageBounds: Self.imageBounds)
        for pass in passes { arbiter.record(pass.codes, from: pass.variant) }
        return arbiter.trusted().map(\.digits)
    }

    // MARK: - Support

    @Test("A long code seen on three or more scan lines is trusted after one pass", arguments: [3, 4, 40])
    func longCodeWithSupport(confidence: Int) {
        #expect(Self.trusted([([Self.ean13(Self.isbn, confidence: confidence)], .original)]) == [Self.isbn])
    }

    @Test("A long code seen on fewer than three lines by one pass is not trusted", arguments: [1, 2])
    func longCodeWithoutSupport(confidence: Int) {
        #expect(Self.trusted([([Self.ean13(Self.isbn, confidence: confidence)], .original)]).isEmpty)
    }

    @Test("A single-line read is trusted once a second pass confirms it")
    func singleLineConfirmed() {
        let read = Self.ean13(Self.isbn, confidence: 1)
        var arbiter = ReadArbiter(imageBounds: Self.imageBounds)
        arbiter.record([read], from: .original)
        #expect(arbiter.trusted().isEmpty)
        arbiter.record([], from: .scaled(1.5))
        #expect(arbiter.trusted().isEmpty)
        var elsewhere = read
        elsewhere.bounds.y += 12
        arbiter.record([elsewhere], from: .rotated(30))
        #expect(arbiter.trusted().map(\.digits) == [Self.isbn])
    }

    @Test("One scan line read by every pass is still one line: not trusted, unless the image is a line")
    func sameLineTwiceNotTrusted() {
        let line = Self.ean13(Self.isbn, confidence: 1, bounds: BoundingBox(x: 100, y: 130, width: 190, height: 0))
        let passes: [(codes: [Barcode], variant: ImageVariant)] = [([line], .original), ([line], .sharpened(radius: 1)),
                                                                  ([line], .stretched)]
        #expect(Self.trusted(passes).isEmpty)
        var strip = ReadArbiter(imageBounds: BoundingBox(x: 0, y: 0, width: 400, height: 1))
        for pass in passes { strip.record(pass.codes, from: pass.variant) }
        #expect(strip.trusted().map(\.digits) == [Self.isbn])
    }

    @Test("A candidate sums scan lines over passes and keeps the sighting seen on most lines")
    func candidateCountsPassesAndSupport() {
        var candidate = ReadCandidate(Self.ean13(Self.isbn, confidence: 2), variant: .original)
        #expect(candidate.support == 2 && candidate.passes == 1 && candidate.seenUnaltered)
        candidate.add(Self.ean13(Self.isbn, confidence: 5), variant: .binarized(radius: 16))
        #expect(candidate.support == 7 && candidate.passes == 2 && candidate.seenUnaltered)
        #expect(candidate.code.confidence == 5)
    }

    @Test("A sighting with the add-on replaces one without, even on fewer lines; not the other way round")
    func candidateKeepsAddOn() {
        var candidate = ReadCandidate(Self.ean13(Self.isbn, confidence: 9), variant: .original)
        candidate.add(Self.ean13(Self.isbn, confidence: 2, addOn: "51299"), variant: .original)
        #expect(candidate.code.addOn == "51299")
        candidate.add(Self.ean13(Self.isbn, confidence: 30), variant: .original)
        #expect(candidate.code.addOn == "51299")
        var arbiter = ReadArbiter(imageBounds: Self.imageBounds)
        arbiter.record([Self.ean13(Self.isbn, confidence: 9)], from: .original)
        arbiter.record([Self.ean13(Self.isbn, confidence: 2, addOn: "51299")], from: .original)
        #expect(arbiter.trusted().map(\.addOn) == ["51299"])
    }

    // MARK: - Model confirmation

    @Test("A long code held back for want of evidence is trusted once the model of the bars reads it")
    func heldBackConfirmed() {
        var arbiter = ReadArbiter(imageBounds: Self.imageBounds)
        arbiter.record([Self.ean13(Self.isbn, confidence: 2)], from: .original)
        arbiter.record([Self.ean13(Self.unrelated, confidence: 6, bounds: Self.farBox)], from: .binarized(radius: 16))
        #expect(arbiter.trusted().isEmpty)
        #expect(arbiter.heldBack.map(\.code.digits) == [Self.isbn, Self.unrelated])
        arbiter.confirmIndependently(Self.isbn)
        #expect(arbiter.trusted().map(\.digits) == [Self.isbn])
    }

    @Test("A code only a tone-altered pass read is held back, with lines enough for the turned look when one plain pass would have had them")
    func heldBackWithLinesEnough() {
        var arbiter = ReadArbiter(imageBounds: Self.imageBounds)
        arbiter.record([Self.ean13(Self.isbn, confidence: 3), Self.upcE(confidence: 5)], from: .binarized(radius: 16))
        arbiter.record([Self.ean13(Self.unrelated, confidence: 2, bounds: BoundingBox(x: 600, y: 500, width: 190, height: 60))],
                       from: .original)
        #expect(arbiter.trusted().isEmpty)
        let enough = arbiter.heldBack.map { ($0.code.gtin13, arbiter.hasLinesEnough($0)) }
        #expect(enough.map(\.0) == [Self.isbn, "0012345000065", Self.unrelated])
        #expect(enough.map(\.1) == [true, false, false])
        arbiter.confirmIndependently(Self.isbn)
        #expect(arbiter.trusted().map(\.digits) == [Self.isbn])
    }

    @Test("A short code on too few lines is held back for the model, unless it lies where a long code's bars reach")
    func shortCodeHeldBack() {
        var alone = ReadArbiter(imageBounds: Self.imageBounds)
        alone.record([Self.upcE(confidence: 4)], from: .original)
        #expect(alone.heldBack.map(\.code.gtin13) == ["0012345000065"])
        var inside = ReadArbiter(imageBounds: Self.imageBounds)
        inside.record([Self.ean13(Self.isbn, confidence: 1), Self.upcE(confidence: 4, bounds: Self.bookBox)], from: .original)
        #expect(inside.heldBack.isEmpty)
    }

    @Test("Single-line readings are not held back for the model; a code a rival outweighs is, as contested")
    func notHeldBack() {
        var arbiter = ReadArbiter(imageBounds: Self.imageBounds)
        arbiter.record([Self.ean13(Self.isbn, confidence: 1), Self.ean8(confidence: 1)], from: .original)
        #expect(arbiter.heldBack.isEmpty)
        var contested = ReadArbiter(imageBounds: Self.imageBounds)
        contested.record([Self.ean13(Self.isbn, confidence: 2)], from: .original)
        contested.record([Self.ean13(Self.sameLeftHalf, confidence: 9)], from: .sharpened(radius: 1))
        #expect(contested.heldBack.map(\.code.digits) == [Self.isbn, Self.sameLeftHalf])
        #expect(contested.heldBack.map(contested.isContested) == [true, false])
    }

    @Test("A look apart from the passes settles a conflict when it confirms one side alone")
    func confirmationSettlesConflict() {
        var arbiter = ReadArbiter(imageBounds: Self.imageBounds)
        arbiter.record([Self.ean13(Self.isbn, confidence: 6)], from: .original)
        arbiter.record([Self.ean13(Self.sameRightHalf, confidence: 5)], from: .original)
        #expect(arbiter.trusted().isEmpty)
        #expect(arbiter.heldBack.map(\.code.digits) == [Self.isbn, Self.sameRightHalf])
        arbiter.confirmIndependently(Self.sameRightHalf)
        #expect(arbiter.trusted().map(\.digits) == [Self.sameRightHalf])
        arbiter.confirmIndependently(Self.isbn)
        #expect(arbiter.trusted().isEmpty)
    }

    // MARK: - Short codes

    @Test("A UPC-E needs six scan lines", arguments: [(5, false), (6, true), (12, true)])
    func upcENeedsSix(confidence: Int, isTrusted: Bool) {
        let trusted = Self.trusted([([Self.upcE(confidence: confidence)], .original)])
        #expect(trusted == (isTrusted ? ["01234565"] : []))
    }

    @Test("A second pass alone does not vouch for a short code: its lines must add up to six")
    func shortCodeSupportAddsUp() {
        #expect(Self.trusted([([Self.upcE(confidence: 2)], .original), ([Self.upcE(confidence: 2)], .halved)]).isEmpty)
        #expect(Self.trusted([([Self.upcE(confidence: 3)], .original), ([Self.upcE(confidence: 3)], .halved)])
            == ["01234565"])
        #expect(Self.trusted([([Self.ean8(confidence: 5)], .original)]).isEmpty)
        #expect(Self.trusted([([Self.ean8(confidence: 6)], .original)]) == ["96385074"])
    }

    @Test("A UPC-E inside or beside a long code's box is a fragment of it and is dropped", arguments: [
        BoundingBox(x: 150, y: 120, width: 60, height: 10),    // inside the bars
        BoundingBox(x: 180, y: 200, width: 60, height: 0),     // below the box, where the bars run on
        BoundingBox(x: 300, y: 110, width: 50, height: 20),    // just past the right edge
    ])
    func upcEFragmentDropped(bounds: BoundingBox) {
        let trusted = Self.trusted([([Self.ean13(Self.isbn, confidence: 10), Self.upcE(confidence: 20, bounds: bounds)],
                                     .original)])
        #expect(trusted == [Self.isbn])
    }

    @Test("A UPC-E far from the long code is its own code")
    func upcEFarAwayKept() {
        let trusted = Self.trusted([([Self.ean13(Self.isbn, confidence: 10), Self.upcE(confidence: 20)], .original)])
        #expect(trusted == [Self.isbn, "01234565"])
    }

    // MARK: - Conflicts

    @Test("Two EAN-13s sharing a half: one with three times the support wins", arguments: [
        sameLeftHalf, sameRightHalf,
    ])
    func dominantRivalWins(rival: String) {
        // Far apart on the image: sharing a half is enough to make them one symbol read two ways.
        let trusted = Self.trusted([([Self.ean13(Self.isbn, confidence: 9),
                                      Self.ean13(rival, confidence: 3, bounds: Self.farBox)], .original)])
        #expect(trusted == [Self.isbn])
    }

    @Test("Two EAN-13s sharing a half without a clear winner: neither is trusted", arguments: [
        sameLeftHalf, sameRightHalf,
    ])
    func undecidedRivalsDropped(rival: String) {
        let trusted = Self.trusted([([Self.ean13(Self.isbn, confidence: 8),
                                      Self.ean13(rival, confidence: 3, bounds: Self.farBox)], .original)])
        #expect(trusted.isEmpty)
    }

    @Test("Two different EAN-13s at the same place conflict even without a shared half")
    func overlappingRivals() {
        let close = Self.trusted([([Self.ean13(Self.isbn, confidence: 6), Self.ean13(Self.unrelated, confidence: 5)],
                                   .original)])
        #expect(close.isEmpty)
        let apart = Self.trusted([([Self.ean13(Self.isbn, confidence: 6),
                                    Self.ean13(Self.unrelated, confidence: 5, bounds: Self.farBox)], .original)])
        #expect(apart == [Self.isbn, Self.unrelated])
    }

    /// A number and the one zbar made of it on blurred bars, a 2 read as 8 and a 1 as 7: both
    /// check, and they share no half.
    static let blurVariants = (printed: "9787358412716", misread: "9787352418776")

    @Test("Numbers differing only in 1s and 7s, 2s and 8s are one symbol read two ways, wherever their boxes")
    func blurVariantsConflict() {
        let printed = ReadCandidate(Self.ean13(Self.blurVariants.printed, confidence: 9), altersTones: false, fullResolution: true)
        let misread = ReadCandidate(Self.ean13(Self.blurVariants.misread, confidence: 3, bounds: Self.farBox),
                                    altersTones: false, fullResolution: true)
        let other = ReadCandidate(Self.ean13(Self.unrelated, confidence: 3), altersTones: false, fullResolution: true)
        #expect(printed.isBlurVariant(of: misread) && misread.isBlurVariant(of: printed))
        #expect(!printed.isBlurVariant(of: other) && !printed.isBlurVariant(of: printed))

        var arbiter = ReadArbiter(imageBounds: Self.imageBounds)
        arbiter.record([printed.code, misread.code], from: .original)
        #expect(arbiter.trusted().map(\.digits) == [Self.blurVariants.printed])
        #expect(arbiter.disputedNumbers == [Self.blurVariants.printed])

        var undecided = ReadArbiter(imageBounds: Self.imageBounds)
        undecided.record([Self.ean13(Self.blurVariants.printed, confidence: 8), misread.code], from: .original)
        #expect(undecided.trusted().isEmpty)
    }

    @Test("A number with no blur variant read is not disputed")
    func undisputed() {
        var arbiter = ReadArbiter(imageBounds: Self.imageBounds)
        arbiter.record([Self.ean13(Self.isbn, confidence: 9), Self.ean13(Self.unrelated, confidence: 3, bounds: Self.farBox)],
                       from: .original)
        #expect(arbiter.trusted().map(\.digits) == [Self.isbn, Self.unrelated])
        #expect(arbiter.disputedNumbers.isEmpty)
    }

    @Test("Three different reads sharing a half: none is trusted, however strong one is")
    func threeRivalsDropped() {
        let third = "9780306555558"
        let trusted = Self.trusted([([Self.ean13(Self.isbn, confidence: 60),
                                      Self.ean13(Self.sameLeftHalf, confidence: 3, bounds: Self.farBox),
                                      Self.ean13(third, confidence: 3, bounds: BoundingBox(x: 0, y: 500, width: 190, height: 60))],
                                     .original)])
        #expect(trusted.isEmpty)
    }

    // MARK: - Tone-altering variants

    @Test("A read only from a tone-altering variant needs a second pass", arguments: [
        ImageVariant.binarized(radius: 16), .sharpened(radius: 1), .stretched, .equalized,
    ])
    func toneAlteringNeedsConfirmation(variant: ImageVariant) {
        let read = Self.ean13(Self.isbn, confidence: 40)
        var arbiter = ReadArbiter(imageBounds: Self.imageBounds)
        arbiter.record([read], from: variant)
        #expect(arbiter.trusted().isEmpty)
        arbiter.record([Self.ean13(Self.isbn, confidence: 1)], from: .original)
        #expect(arbiter.trusted().map(\.digits) == [Self.isbn])
    }

    @Test("Two tone-altering passes agreeing are enough")
    func twoToneAlteringPasses() {
        let read = Self.ean13(Self.isbn, confidence: 4)
        #expect(Self.trusted([([read], .binarized(radius: 16)), ([read], .sharpened(radius: 1))]) == [Self.isbn])
    }

    @Test("Tone-altering passes that each read one line, far apart, are not enough; a line of the original is")
    func toneAlteringSingleLines() {
        let oneEnd = Self.ean13(Self.isbn, confidence: 1, bounds: BoundingBox(x: 397, y: 370, width: 0, height: 0))
        let otherEnd = Self.ean13(Self.isbn, confidence: 1, bounds: BoundingBox(x: 515, y: 361, width: 0, height: 0))
        #expect(Self.trusted([([oneEnd], .sharpened(radius: 1)), ([otherEnd], .stretched)]).isEmpty)
        #expect(Self.trusted([([oneEnd], .sharpened(radius: 1)), ([otherEnd], .original)]) == [Self.isbn])
    }

    @Test("Geometric variants keep tones: their reads count like the original's", arguments: [
        ImageVariant.original, .halved, .scaled(1.5), .rotated(-30),
    ])
    func geometricVariantsTrusted(variant: ImageVariant) {
        #expect(Self.trusted([([Self.ean13(Self.isbn, confidence: 3)], variant)]) == [Self.isbn])
    }

    @Test("Trusted codes come in the order they were first read")
    func firstReadOrder() {
        let first = Self.ean13(Self.unrelated, confidence: 5, bounds: Self.farBox)
        let second = Self.ean13(Self.isbn, confidence: 5)
        #expect(Self.trusted([([first], .original), ([second, first], .original)]) == [Self.unrelated, Self.isbn])
    }

    // MARK: - Add-ons across passes

    /// A plain pass that reads only an EAN-2 where GS1 puts it after the book's code (x 100…290,
    /// 2 px modules): gap 9 modules, far end at x 348.
    static let addOnOnly = PassReading(
        barcodes: [],
        uprightSymbols: [ZBarSymbol(type: ZBAR_EAN2, data: "05", quality: 12,
                                    bounds: BoundingBox(x: 348, y: 100, width: 0, height: 60), orientation: 0)])

    /// A pass that reads the book's code but not its add-on.
    static func mainOnly(bounds: BoundingBox = bookBox) -> PassReading {
        let read = ean13(isbn, confidence: 4, bounds: bounds)
        return PassReading(
            barcodes: [read],
            uprightSymbols: [ZBarSymbol(type: ZBAR_EAN13, data: isbn, quality: 4, bounds: bounds, orientation: 0)])
    }

    @Test("An add-on one pass saw joins the code that other passes read, when it sits at the code's right edge")
    func addOnFromAnotherPass() {
        var arbiter = ReadArbiter(imageBounds: Self.imageBounds)
        arbiter.record(Self.addOnOnly, from: ScanPass(variant: .original, density: 2))
        arbiter.record(Self.mainOnly(), from: ScanPass(variant: .sharpened(radius: 1), density: 2))
        arbiter.record(Self.mainOnly(), from: ScanPass(variant: .stretched, density: 2))
        #expect(arbiter.trusted().map(\.addOn) == ["05"])
    }

    @Test("An add-on from another pass that does not sit at the code's right edge is left out")
    func addOnFromAnotherPassElsewhere() {
        var arbiter = ReadArbiter(imageBounds: Self.imageBounds)
        arbiter.record(Self.addOnOnly, from: ScanPass(variant: .original, density: 2))
        let lower = BoundingBox(x: 100, y: 300, width: 190, height: 60)
        arbiter.record(Self.mainOnly(bounds: lower), from: ScanPass(variant: .sharpened(radius: 1), density: 2))
        arbiter.record(Self.mainOnly(bounds: lower), from: ScanPass(variant: .stretched, density: 2))
        #expect(arbiter.trusted().map(\.digits) == [Self.isbn])
        #expect(arbiter.trusted().map(\.addOn) == [nil])
    }
}

/// The sightings these tests describe by the variant alone, recorded through the scanner's own
/// entry points: a full-resolution pass of that variant.
private extension ReadArbiter {
    mutating func record(_ codes: [Barcode], from variant: ImageVariant) {
        record(PassReading(barcodes: codes, uprightSymbols: []), from: ScanPass(variant: variant, density: 2))
    }
}

private extension ReadCandidate {
    init(_ code: Barcode, variant: ImageVariant) {
        self.init(code, altersTones: variant.altersTones, fullResolution: true)
    }

    mutating func add(_ sighting: Barcode, variant: ImageVariant) {
        add(sighting, altersTones: variant.altersTones, fullResolution: true)
    }
}

extension ReadArbiter {
    /// The codes that are trusted now, in the order they were first read, with the add-ons
    /// other passes saw at their right edges.
    func trusted() -> [Barcode] {
        trustedReads().map(\.code)
    }
}
