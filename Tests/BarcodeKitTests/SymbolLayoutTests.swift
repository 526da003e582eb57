@testable import BarcodeKit
import Testing

@Suite("Symbol layouts for the model decoders")
struct SymbolLayoutTests {
    @Test("EAN-13: 95 modules, guards and the digit modules every pattern shares, three scored stretches")
    func ean13() {
        let layout = SymbolLayout.ean13
        #expect(layout.modules == 95 && layout.segments.count == 15)
        #expect(layout.fixedWindows.map { [$0.lower, $0.upper] } == [[-6, 3.5], [44.5, 50.5], [91.5, 101]])
        let expected = layout.expectedModules
        #expect(expected.prefix(4) == [1, 0, 1, 0] && expected[9] == 1 && expected[10] == 0 && expected[11] == 0.5)
        #expect(expected[45..<50] == [0, 1, 0, 1, 0] && expected[50] == 1 && expected[56] == 0)
        #expect(expected.suffix(3) == [1, 0, 1])
    }

    @Test("EAN-13: a stretch across each boundary between two digits of a half, all of whose modules every pattern shares")
    func ean13DigitBoundaries() {
        let layout = SymbolLayout.ean13
        let windows = layout.digitBoundaryWindows.map { [$0.lower, $0.upper] }
        #expect(windows == [[9, 11], [16, 18], [23, 25], [30, 32], [37, 39], [56, 58], [63, 65], [70, 72], [77, 79], [84, 86]])
        for window in layout.digitBoundaryWindows {
            #expect(layout.expectedModules[Int(window.lower)..<Int(window.upper)].allSatisfy { $0 != 0.5 })
        }
        #expect(SymbolLayout.ean5AddOn.digitBoundaryWindows.isEmpty)
    }

    @Test("EAN-8 and UPC-E: their module counts, and a printed pattern read back as the digits zbar gives",
          arguments: [(ModelledSymbol.ean8, Symbology.ean8, "96385074"), (.upcE, .upcE, "05102739"), (.upcE, .upcE, "10123454")])
    func shortCodes(symbol: ModelledSymbol, symbology: Symbology, digits: String) throws {
        let printed = try EANSymbol(symbology: symbology, digits: digits).modules
        #expect(symbol.layout.modules == printed.count)
        var patterns: [Int] = [], start = 0
        for segment in symbol.layout.segments {
            let modules = printed[start..<(start + segment.width)].map { Float($0 ? 1 : 0) }
            patterns.append(try #require(segment.patterns.firstIndex(of: modules)))
            start += segment.width
        }
        let read = try #require(symbol.digits(of: TrellisReading(patterns: patterns, cost: 0, margins: [])))
        #expect(read.map(String.init).joined() == digits)
        #expect(symbol.hasValidCheckDigit(read))
        var wrong = read
        wrong[3] = (wrong[3] + 1) % 10
        #expect(!symbol.hasValidCheckDigit(wrong))
    }

    @Test("EAN-5: 47 modules, a stretch per guard and separator, and the quiet zone after the last bar")
    func ean5() throws {
        let layout = SymbolLayout.ean5AddOn
        #expect(layout.modules == 47 && layout.segments.count == 10)
        #expect(layout.fixedWindows.map { [$0.lower, $0.upper] }
            == [[-6, 4.5], [10.5, 13.5], [19.5, 22.5], [28.5, 31.5], [37.5, 40.5], [46.5, 53]])
        let printed = try EANSymbol(symbology: .ean13, digits: "9780306406157", addOn: "51299").addOnModules
        for (module, darkness) in layout.expectedModules.enumerated() where darkness != 0.5 {
            #expect(printed[module] == (darkness == 1))
        }
    }

    @Test("EAN-2: 20 modules, its guard, separator and quiet zone fixed, agreeing with the printed add-on")
    func ean2() throws {
        let layout = SymbolLayout.ean2AddOn
        #expect(layout.modules == 20 && layout.segments.count == 4)
        #expect(layout.fixedWindows.map { [$0.lower, $0.upper] } == [[-6, 4.5], [10.5, 13.5], [19.5, 26]])
        let printed = try EANSymbol(symbology: .ean13, digits: "9771234567003", addOn: "12").addOnModules
        #expect(printed.count == layout.modules)
        for (module, darkness) in layout.expectedModules.enumerated() where darkness != 0.5 {
            #expect(printed[module] == (darkness == 1))
        }
    }

    @Test("an EAN-5 pattern gives its digits only with the parity its checksum calls for")
    func addOnParity() throws {
        let segments = SymbolLayout.ean5AddOn.segments
        let printed = try EANSymbol(symbology: .ean13, digits: "9780306406157", addOn: "51299").addOnModules
        var patterns: [Int] = []
        var start = 0
        for segment in segments {
            let modules = printed[start..<(start + segment.width)].map { Float($0 ? 1 : 0) }
            patterns.append(try #require(segment.patterns.firstIndex(of: modules)))
            start += segment.width
        }
        #expect(TrellisReading(patterns: patterns, cost: 0, margins: []).addOnDigits(of: segments) == [5, 1, 2, 9, 9])
        // The same digits with the first one's set flipped.
        var flipped = patterns
        flipped[1] = (flipped[1] + 10) % 20
        #expect(TrellisReading(patterns: flipped, cost: 0, margins: []).addOnDigits(of: segments) == nil)
    }
}
