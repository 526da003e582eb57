@testable import BarcodeKit
import RasterKit
import Testing

/// `HalfTurnCheck` on a clean label: what the turned look reads decides whether a reading stands.
@Suite("Half-turn check")
struct HalfTurnCheckTests {
    static let printed = "9780306406157"

    /// `number` claimed as read where the label of `printed` lies, looked at turned through the
    /// first `passes` of the plan.
    static func holds(_ number: String, symbology: Symbology = .ean13, passes: Int = .max) throws -> Bool {
        let image = try BarcodeRenderer(moduleWidth: 3, barHeight: 90).render(.ean13, digits: printed)
        let seen = try #require(BarcodeScanner().scan(image).first)
        let claimed = Barcode(symbology: symbology, digits: number, gtin13: number, bounds: seen.bounds, confidence: 4)
        return HalfTurnCheck(options: ScanOptions()).holds(for: claimed, in: image, passes: passes)
    }

    @Test("The printed number survives the turned look")
    func printedHolds() throws {
        #expect(try Self.holds(Self.printed))
    }

    @Test("A number the turned look outreads with another of its length does not", arguments: [
        "9780306406751", // 1s and 7s swapped
        "9780306406164", // another digit and check digit
    ])
    func rivalOutreads(claimed: String) throws {
        #expect(try !Self.holds(claimed))
    }

    @Test("The turned look goes only as deep into the plan as it is told: the first pass reads the rival, none reads nothing")
    func passesLimitTheLook() throws {
        #expect(try !Self.holds("9780306406751", passes: 1))
        #expect(try Self.holds("9780306406751", passes: 0))
    }

    @Test("A long code read turned where a short one lies shows the short one is a piece of it")
    func shortCodeInsideLongCode() throws {
        #expect(try !Self.holds("0012345000065", symbology: .upcE))
    }

    @Test("A short code with no long code around it survives its own turned look")
    func shortCodeAloneHolds() throws {
        let image = try BarcodeRenderer(moduleWidth: 3, barHeight: 90).render(.upcE, digits: "01234565")
        let seen = try #require(BarcodeScanner().scan(image).first)
        #expect(seen.symbology == .upcE)
        #expect(HalfTurnCheck(options: ScanOptions()).holds(for: seen, in: image))
    }

    @Test("A turned look that reads nothing says nothing against the code, nor for it")
    func blankHolds() {
        let blank = GrayImage(width: 400, height: 200, fill: 255)
        let claimed = Barcode(symbology: .ean13, digits: Self.printed, gtin13: Self.printed,
                              bounds: BoundingBox(x: 100, y: 50, width: 200, height: 100), confidence: 4)
        #expect(HalfTurnCheck(options: ScanOptions()).holds(for: claimed, in: blank))
        #expect(!HalfTurnCheck(options: ScanOptions()).confirms(claimed, in: blank))
    }

    @Test("The turned look confirms the printed number, which it reads, and no rival it outreads", arguments: [
        (printed, true),
        ("9780306406751", false),
    ])
    func turnedLookConfirms(claimed: String, confirms: Bool) throws {
        let image = try BarcodeRenderer(moduleWidth: 3, barHeight: 90).render(.ean13, digits: Self.printed)
        let seen = try #require(BarcodeScanner().scan(image).first)
        let code = Barcode(symbology: .ean13, digits: claimed, gtin13: claimed, bounds: seen.bounds, confidence: 3)
        #expect(HalfTurnCheck(options: ScanOptions()).confirms(code, in: image) == confirms)
    }
}
