@testable import BarcodeKit
import RasterKit
import Testing

/// `ModelCheck.quietZoneVerdict`: when zbar's box is too far off for the model to place the code
/// from it, the lines place the code between their own quiet zones.
@Suite("Model check between a line's quiet zones")
struct ModelCheckQuietZoneTests {
    /// A check that never takes a line's quiet zones: no stretch between them holds twice the box.
    static let boxOnly: ModelCheck = {
        var check = ModelCheck()
        check.quietZonesCoverBox = 2
        return check
    }()

    /// `ModelCheckTests.image(blur:)`'s code with a box 8% longer than the code, 12 pixels past each
    /// end: more than the model searches around the box's ends and its off-length boxes take up.
    static let longBox = BoundingBox(x: 33, y: 10, width: 309, height: 70)

    @Test("A misread whose box is 8% too long is contradicted by the number read between the quiet zones",
          arguments: [0.6, 0.75])
    func misreadInLongBoxReplaced(blur: Double) throws {
        let image = try ModelCheckTests.image(blur: blur)
        let misread = ModelCheckTests.code(ModelCheckTests.swapped, bounds: Self.longBox)
        let verdict = ModelCheck().verdict(on: misread, in: image)
        guard case .contradicted(let other) = verdict else {
            Issue.record("blur \(blur): \(verdict)")
            return
        }
        #expect(other?.gtin13 == ModelCheckTests.digits)
        #expect(Self.boxOnly.verdict(on: misread, in: image).replacement == nil)
    }

    @Test("The printed number in a box 8% too long is confirmed between the quiet zones", arguments: [0.6, 0.75])
    func rightReadingInLongBoxConfirmed(blur: Double) throws {
        let image = try ModelCheckTests.image(blur: blur)
        let code = ModelCheckTests.code(ModelCheckTests.digits, bounds: Self.longBox)
        #expect(ModelCheck().verdict(on: code, in: image) == .confirmed)
        #expect(Self.boxOnly.verdict(on: code, in: image) != .confirmed)
    }

    @Test("A misread boxed by the points where its lines ended, at one end, is contradicted by the number read between the quiet zones",
          arguments: [BoundingBox(x: 330, y: 10, width: 1, height: 20), BoundingBox(x: 44, y: 40, width: 2, height: 30)])
    func misreadInEndBoxReplaced(box: BoundingBox) throws {
        let image = try ModelCheckTests.image(blur: 0.6)
        var misread = ModelCheckTests.code(ModelCheckTests.swapped, bounds: box)
        misread.confidence = 6
        let verdict = ModelCheck().verdict(on: misread, in: image)
        guard case .contradicted(let other) = verdict else {
            Issue.record("box \(box): \(verdict)")
            return
        }
        #expect(other?.gtin13 == ModelCheckTests.digits)
        #expect(Self.boxOnly.verdict(on: misread, in: image) == .silent)
    }

    /// An EAN-8, and the same with a 7 read as 1 and a 2 as 8, whose check digit still fits.
    static let ean8 = (printed: "62473200", swapped: "62413800")

    /// Boxes of the EAN-8, whose 67 modules start at pixel 45: over modules 10 to 50, as lines that
    /// ended there give it, and 2 pixels high over modules 10 to 30, which the check looks around
    /// in the whole image (`ModelCheck.endBoxSide`).
    static let shortBoxes = [BoundingBox(x: 75, y: 10, width: 120, height: 70), BoundingBox(x: 75, y: 10, width: 60, height: 2)]

    @Test("An EAN-8 misread in a box over part of it is dropped; the printed one stands",
          arguments: [0.6, 0.75], shortBoxes)
    func swappedEAN8InShortBoxDropped(blur: Double, box: BoundingBox) throws {
        let modules = try BlurredCode.modules(Self.ean8.printed, symbology: .ean8)
        let image = try BlurredCode.image(BlurredCode.profile(modules, moduleWidth: 3, blur: blur), height: 90)
        func code(_ digits: String) -> Barcode {
            Barcode(symbology: .ean8, digits: digits, gtin13: "00000" + digits, bounds: box, confidence: 40)
        }
        #expect(ModelCheck().verdict(on: code(Self.ean8.swapped), in: image) == .contradicted(by: nil))
        #expect(Self.boxOnly.verdict(on: code(Self.ean8.swapped), in: image) == .silent)
        #expect(ModelCheck().verdict(on: code(Self.ean8.printed), in: image) == .confirmed)
    }
}
