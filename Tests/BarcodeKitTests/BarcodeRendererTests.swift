import BarcodeKit
import RasterKit
import Testing

/// The renderer's bars, read back from pixel columns and compared with GS1 patterns written out
/// by hand here (not taken from the encoder's own tables). No external decoder is involved.
@Suite("Barcode renderer")
struct BarcodeRendererTests {
    // GS1 digit patterns: set A (L), set B (G), set C (R).
    static let setL = ["0001101", "0011001", "0010011", "0111101", "0100011",
                       "0110001", "0101111", "0111011", "0110111", "0001011"]
    static let setG = ["0100111", "0110011", "0011011", "0100001", "0011101",
                       "0111001", "0000101", "0010001", "0001001", "0010111"]
    static let setR = ["1110010", "1100110", "1101100", "1000010", "1011100",
                       "1001110", "1010000", "1000100", "1001000", "1110100"]

    /// Modules read from the middle of the bars: one sample per module, in its centre column.
    static func modules(_ image: GrayImage, renderer: BarcodeRenderer, from first: Int, count: Int) -> String {
        let row = renderer.verticalMargin + renderer.barHeight / 2
        return String((first..<(first + count)).map { module in
            image[module * renderer.moduleWidth + renderer.moduleWidth / 2, row] < 128 ? "1" : "0"
        })
    }

    /// Module numbers of the bars in `pattern` when it starts at module `first`.
    static func bars(in pattern: String, from first: Int) -> [Int] {
        pattern.enumerated().filter { $0.element == "1" }.map { first + $0.offset }
    }

    @Test("EAN-13 4006381333931: 95 modules, guards, first-digit parity LGLLGG, right half in set C",
          arguments: [1, 2, 3, 4])
    func ean13(moduleWidth: Int) throws {
        let renderer = BarcodeRenderer(moduleWidth: moduleWidth, barHeight: 50, quietZone: 11)
        let image = try renderer.render(.ean13, digits: "4006381333931")
        #expect(image.width == (11 + 95 + 11) * moduleWidth)
        #expect(image.height == 2 * 10 + 50 + 5 * moduleWidth)
        let expected = "101"
            + Self.setL[0] + Self.setG[0] + Self.setL[6] + Self.setL[3] + Self.setG[8] + Self.setG[1]
            + "01010"
            + Self.setR[3] + Self.setR[3] + Self.setR[3] + Self.setR[9] + Self.setR[3] + Self.setR[1]
            + "101"
        #expect(Self.modules(image, renderer: renderer, from: 11, count: 95) == expected)
        #expect(Self.modules(image, renderer: renderer, from: 0, count: 11) == String(repeating: "0", count: 11))
        #expect(Self.modules(image, renderer: renderer, from: 106, count: 11) == String(repeating: "0", count: 11))
    }

    @Test("Only the guard bars reach below the others")
    func extendedGuards() throws {
        let renderer = BarcodeRenderer(moduleWidth: 2, barHeight: 40, quietZone: 10, verticalMargin: 5)
        let image = try renderer.render(.ean13, digits: "4006381333931")
        let below = 5 + 40 + 2
        let dark = (0..<95).filter { image[(10 + $0) * 2, below] < 128 }
        #expect(dark == [0, 2, 46, 48, 92, 94])
        let flat = BarcodeRenderer(moduleWidth: 2, barHeight: 40, quietZone: 10, extendedGuards: false, verticalMargin: 5)
        #expect(try flat.render(.ean13, digits: "4006381333931").height == 50)
    }

    @Test("UPC-A is EAN-13 with a leading 0, its outer digits extended like the guards")
    func upcA() throws {
        let renderer = BarcodeRenderer(moduleWidth: 1, barHeight: 30, quietZone: 9, verticalMargin: 0)
        let upc = try renderer.render(.upcA, digits: "036000291452")
        let ean = try renderer.render(.ean13, digits: "0036000291452")
        #expect(Self.modules(upc, renderer: renderer, from: 9, count: 95)
            == Self.modules(ean, renderer: renderer, from: 9, count: 95))
        let below = 32
        let extended = (0..<95).filter { upc[9 + $0, below] < 128 }
        let firstDigit = Self.bars(in: Self.setL[0], from: 3)
        let lastDigit = Self.bars(in: Self.setR[2], from: 85)
        #expect(extended == [0, 2] + firstDigit + [46, 48] + lastDigit + [92, 94])
    }

    @Test("UPC-E 01234565: 51 modules, parity from number system 0 and check digit 5 (GLLGGL)")
    func upcE() throws {
        let renderer = BarcodeRenderer(moduleWidth: 2, barHeight: 40, quietZone: 9)
        let image = try renderer.render(.upcE, digits: "01234565")
        #expect(image.width == (9 + 51 + 9) * 2)
        let expected = "101" + Self.setG[1] + Self.setL[2] + Self.setL[3] + Self.setG[4] + Self.setG[5] + Self.setL[6]
            + "010101"
        #expect(Self.modules(image, renderer: renderer, from: 9, count: 51) == expected)
    }

    @Test("UPC-E in number system 1 swaps the parity sets")
    func upcENumberSystem1() throws {
        // 1 234565 expands to UPC-A 1 23456 00005, whose check digit 6 selects GLLLGG in
        // number system 0, so LGGGLL here.
        let symbol = try EANSymbol(symbology: .upcE, digits: "12345656")
        let expected = "101" + Self.setL[2] + Self.setG[3] + Self.setG[4] + Self.setG[5] + Self.setL[6] + Self.setL[5]
            + "010101"
        #expect(String(symbol.modules.map { $0 ? "1" : "0" }) == expected)
    }

    @Test("EAN-8 96385074: 67 modules, left half in set A, right half in set C")
    func ean8() throws {
        let renderer = BarcodeRenderer(moduleWidth: 3, barHeight: 40, quietZone: 7)
        let image = try renderer.render(.ean8, digits: "96385074")
        #expect(image.width == (7 + 67 + 7) * 3)
        let expected = "101" + Self.setL[9] + Self.setL[6] + Self.setL[3] + Self.setL[8] + "01010"
            + Self.setR[5] + Self.setR[0] + Self.setR[7] + Self.setR[4] + "101"
        #expect(Self.modules(image, renderer: renderer, from: 7, count: 67) == expected)
    }

    @Test("EAN-5 51299 (checksum 8, parity LGLLG) sits addOnGap modules right of the main code")
    func ean5() throws {
        let renderer = BarcodeRenderer(moduleWidth: 2, barHeight: 60, quietZone: 11, addOnGap: 9)
        let image = try renderer.render(.ean13, digits: "9780306406157", addOn: "51299")
        #expect(image.width == (11 + 95 + 9 + 47 + 11) * 2)
        let expected = "1011" + Self.setL[5] + "01" + Self.setG[1] + "01" + Self.setL[2] + "01" + Self.setL[9]
            + "01" + Self.setG[9]
        #expect(Self.modules(image, renderer: renderer, from: 11 + 95 + 9, count: 47) == expected)
        #expect(Self.modules(image, renderer: renderer, from: 11 + 95, count: 9) == "000000000")
    }

    @Test("EAN-2 parity comes from the value modulo 4", arguments: [
        ("05", "LG"), ("12", "LL"), ("34", "GL"), ("99", "GG"),
    ])
    func ean2(addOn: String, parity: String) throws {
        let symbol = try EANSymbol(symbology: .ean8, digits: "96385074", addOn: addOn)
        let digits = addOn.map { $0.wholeNumberValue ?? -1 }
        let sets = parity.map { $0 == "L" ? Self.setL : Self.setG }
        let expected = "1011" + sets[0][digits[0]] + "01" + sets[1][digits[1]]
        #expect(String(symbol.addOnModules.map { $0 ? "1" : "0" }) == expected)
    }

    @Test("Bar and background levels are used as given")
    func levels() throws {
        let renderer = BarcodeRenderer(moduleWidth: 1, barHeight: 20, quietZone: 5, barLevel: 90, backgroundLevel: 160)
        let image = try renderer.render(.ean8, digits: "96385074")
        #expect(Set(image.pixels) == [90, 160])
    }

    @Test("Wrong digits are refused with an error naming them")
    func errors() {
        #expect(throws: BarcodeRenderError.wrongCheckDigit(.ean13, digits: "4006381333932", expected: 1)) {
            try EANSymbol(symbology: .ean13, digits: "4006381333932")
        }
        #expect(throws: BarcodeRenderError.wrongLength(.upcA, digits: "0360002914520", expected: 12)) {
            try EANSymbol(symbology: .upcA, digits: "0360002914520")
        }
        #expect(throws: BarcodeRenderError.notDigits("97803064O6157")) {
            try EANSymbol(symbology: .ean13, digits: "97803064O6157")
        }
        #expect(throws: BarcodeRenderError.invalidNumberSystem(digits: "21234565")) {
            try EANSymbol(symbology: .upcE, digits: "21234565")
        }
        #expect(throws: BarcodeRenderError.wrongCheckDigit(.upcE, digits: "01234566", expected: 5)) {
            try EANSymbol(symbology: .upcE, digits: "01234566")
        }
        #expect(throws: BarcodeRenderError.invalidAddOn("512")) {
            try EANSymbol(symbology: .ean13, digits: "9780306406157", addOn: "512")
        }
        #expect(throws: BarcodeRenderError.invalidLayout(parameter: "addOnGap", value: 6)) {
            try BarcodeRenderer(addOnGap: 6).render(.ean8, digits: "96385074")
        }
        #expect(throws: BarcodeRenderError.invalidLayout(parameter: "moduleWidth", value: 0)) {
            try BarcodeRenderer(moduleWidth: 0).render(.ean8, digits: "96385074")
        }
        #expect(BarcodeRenderError.wrongCheckDigit(.ean13, digits: "4006381333932", expected: 1).description
            .contains("4006381333932"))
    }
}
