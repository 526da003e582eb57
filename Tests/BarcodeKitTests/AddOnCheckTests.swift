@testable import BarcodeKit
import RasterKit
import Testing

@Suite("The model's check of the add-on zbar paired with a code")
struct AddOnCheckTests {
    private static let digits = "9771234567003"

    /// Vertical bars: the code and, 9 modules after it, `addOn` (or nothing), blurred by 0.4
    /// modules, as zbar reads them.
    private static func image(addOn: String?) throws -> GrayImage {
        let modules = try addOn.map { try BlurredCode.modules(digits, addOn: $0, gap: 9) } ?? BlurredCode.modules(digits)
        let page = [Float](repeating: 210, count: 200)
        return try BlurredCode.image(page + BlurredCode.profile(modules, moduleWidth: 2.5, blur: 0.4) + page, height: 80)
    }

    /// The code as zbar read it in `image`, with `addOn` in place of whatever add-on it paired.
    private static func zbarsCode(in image: GrayImage, addOn: String) throws -> Barcode {
        var code = try #require(ScanPlan.passes(for: image, mode: .thorough).lazy
            .flatMap { $0.run(on: image, options: ScanOptions()) }.first { $0.gtin13 == digits })
        code.addOn = addOn
        return code
    }

    @Test("an add-on the lines read as zbar did is kept", arguments: ["12", "51299"])
    func kept(addOn: String) throws {
        let image = try Self.image(addOn: addOn)
        #expect(AddOnCheck().checked(try Self.zbarsCode(in: image, addOn: addOn), in: image).addOn == addOn)
    }

    @Test("an EAN-5 with a 7 read for a 1 gives way to the printed one")
    func swappedEAN5Digit() throws {
        let image = try Self.image(addOn: "51299")
        #expect(AddOnCheck().checked(try Self.zbarsCode(in: image, addOn: "57299"), in: image).addOn == "51299")
    }

    @Test("an EAN-2 with a 7 read for a 1 is dropped, not replaced: its parity is too weak a check of the model's own")
    func swappedEAN2Digit() throws {
        let image = try Self.image(addOn: "12")
        #expect(AddOnCheck().checked(try Self.zbarsCode(in: image, addOn: "72"), in: image).addOn == nil)
    }

    @Test("an EAN-2 that is the start of an EAN-5 gives way to the EAN-5")
    func startOfAnEAN5() throws {
        let image = try Self.image(addOn: "51299")
        #expect(AddOnCheck().checked(try Self.zbarsCode(in: image, addOn: "51"), in: image).addOn == "51299")
    }

    @Test("where the lines read no add-on, zbar's stands")
    func silent() throws {
        let image = try Self.image(addOn: nil)
        #expect(AddOnCheck().checked(try Self.zbarsCode(in: image, addOn: "12"), in: image).addOn == "12")
    }
}
