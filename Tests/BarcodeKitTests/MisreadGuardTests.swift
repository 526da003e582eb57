import BarcodeKit
import ISBNKit
import RasterKit
import ShelfScanTestSupport
import Testing

/// Wrong numbers are worse than none: readings that change when the picture is turned round,
/// and a UPC-A coming back as an EAN-13 with another first digit, must never be reported.
@Suite("Misread guards")
struct MisreadGuardTests {
    /// Turned by 180° a code reads from its other end and zbar's scan lines cross it elsewhere,
    /// so a number that one way reads differently from the other was guessed. Reading nothing one
    /// way is a miss, not a misread.
    @Test("No project photo reads differently turned by 180°", arguments: TestImageFiles.barcodeImages)
    func halfTurn(name: String) throws {
        let image = try TestImageFiles.image(name)
        let expected = try TestImageFiles.expected(name)
        let upright = BarcodeScanner(options: expected.scanOptions).scan(image).map(\.digits).sorted()
        let turned = BarcodeScanner(options: expected.scanOptions).scan(image.rotated(by: 180)).map(\.digits).sorted()
        #expect(upright.isEmpty || turned.isEmpty || upright == turned)
        #expect(Set(upright + turned).isSubset(of: expected.codes.map(\.digits)))
    }

    /// UPC-A labels slanted, softened and cut in many ways; whatever is read must be the label's
    /// own number as a UPC-A, never an EAN-13 whose first digit the parity of a misjudged left
    /// half made up.
    @Test("A UPC-A label never comes back as an EAN-13 that does not start with 0", arguments: 1...4)
    func upcAStaysUPCA(seed: UInt64) throws {
        var random = SplitMix64(seed: seed)
        for _ in 0..<12 {
            let digits = Self.upcA(&random)
            let label = try BarcodeRenderer(moduleWidth: 2 + Int(random.next() % 2), barHeight: 40 + Int(random.next() % 60))
                .render(.upcA, digits: digits)
            let degrees = Double(Int(random.next() % 70)) - 35
            var picture = label.rotated(by: degrees, fill: 200)
            for _ in 0..<Int(random.next() % 3) { picture = picture.boxBlurred(radius: 1) }
            let keep = picture.width * (60 + Int(random.next() % 41)) / 100
            picture = picture.cropped(x: 0, y: 0, width: keep, height: picture.height) ?? picture
            for code in BarcodeScanner().scan(picture) + BarcodeScanner().scan(picture.rotated(by: 180)) {
                #expect(code.gtin13 == "0" + digits, "\(digits) at \(degrees)° read as \(code.symbology) \(code.digits)")
            }
        }
    }

    /// A random UPC-A number with its check digit.
    static func upcA(_ random: inout SplitMix64) -> String {
        let body = (0..<11).map { _ in String(random.next() % 10) }.joined()
        return body + (CheckDigit.gtin(payload: body).map(String.init) ?? "")
    }
}
