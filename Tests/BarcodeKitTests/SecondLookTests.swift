@testable import BarcodeKit
import RasterKit
import Testing

/// `SecondLook` on a weak reading that the straightened look reads as another number.
@Suite("Second look")
struct SecondLookTests {
    static let printed = "9780306406157"

    /// A clean label of `printed`, and where the scanner finds it.
    static func label() throws -> (image: GrayImage, bounds: BoundingBox) {
        let image = try BarcodeRenderer(moduleWidth: 3, barHeight: 90).render(.ean13, digits: printed)
        let code = try #require(BarcodeScanner().scan(image).first)
        #expect(code.gtin13 == printed)
        return (image, code.bounds)
    }

    /// What stands after the look when the passes trusted `misread` on 3 lines where `printed` is.
    static func outcome(misread: String) throws -> SecondLook.Outcome {
        let (image, bounds) = try label()
        let weak = Barcode(symbology: .ean13, digits: misread, gtin13: misread, bounds: bounds, confidence: 3)
        let read = ReadCandidate(weak, altersTones: false, fullResolution: true)
        return SecondLook(image: image, options: ScanOptions()).checked([read], addOnSeen: false)
    }

    @Test("A look that reads a blur variant of a weak reading puts it in its place, disputed")
    func blurVariantDisputed() throws {
        let outcome = try Self.outcome(misread: "9780306406751")
        #expect(outcome.codes.map(\.gtin13) == [Self.printed])
        #expect(outcome.disputed == [Self.printed])
    }

    @Test("A look that reads another kind of rival puts it in its place, undisputed")
    func otherRivalUndisputed() throws {
        let outcome = try Self.outcome(misread: "9780306406164")
        #expect(outcome.codes.map(\.gtin13) == [Self.printed])
        #expect(outcome.disputed.isEmpty)
    }

    @Test("A look that reads the weak reading itself leaves it standing, undisputed")
    func confirmedUndisputed() throws {
        let outcome = try Self.outcome(misread: Self.printed)
        #expect(outcome.codes.map(\.gtin13) == [Self.printed])
        #expect(outcome.disputed.isEmpty)
    }
}
