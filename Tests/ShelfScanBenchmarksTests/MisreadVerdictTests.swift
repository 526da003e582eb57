import BarcodeKit
import ShelfScanBenchmarks
import Testing

@Suite("Judging the misread benchmark's scans")
struct MisreadVerdictTests {
    let isbn = "9780306406157"

    func code(_ gtin13: String, addOn: String? = nil) -> Barcode {
        Barcode(symbology: .ean13, digits: gtin13, gtin13: gtin13, addOn: addOn,
                bounds: BoundingBox(x: 0, y: 0, width: 10, height: 10), confidence: 3)
    }

    func verdict(_ upright: [Barcode], _ turned: [Barcode], addOn: String? = nil) -> MisreadVerdict {
        MisreadVerdict(expectedGTIN13: isbn, expectedAddOn: addOn, upright: upright, turned: turned)
    }

    @Test("The expected number in both scans, and nothing else, is correct")
    func correct() {
        let result = verdict([code(isbn)], [code(isbn)])
        #expect(result.main == .correct && result.addOn == .notExpected && !result.unstable)
        #expect(result.read == [isbn])
    }

    @Test("A wrong number is a misread, alone, beside the right one, or in the turned scan only")
    func misread() {
        let wrong = code("9780306406164")
        #expect(verdict([wrong], [wrong]).main == .misread)
        #expect(verdict([code(isbn), wrong], [code(isbn)]).main == .misread)
        let turnedOnly = verdict([code(isbn)], [wrong])
        #expect(turnedOnly.main == .misread && turnedOnly.unstable)
    }

    @Test("Nothing read is none; one scan reading is correct but unstable")
    func noneAndUnstable() {
        #expect(verdict([], []).main == .none)
        let once = verdict([], [code(isbn)])
        #expect(once.main == .correct && once.unstable)
    }

    @Test("Add-ons: right on the right number, wrong, phantom, missing")
    func addOns() {
        #expect(verdict([code(isbn, addOn: "51299")], [], addOn: "51299").addOn == .correct)
        #expect(verdict([code(isbn, addOn: "51299")], [code(isbn, addOn: "12")], addOn: "51299").addOn == .wrong)
        #expect(verdict([code(isbn, addOn: "12")], []).addOn == .wrong)
        #expect(verdict([code(isbn)], [code(isbn)], addOn: "51299").addOn == .missing)
    }

    @Test("Tallies count verdicts and rates per 1,000")
    func tally() {
        let results = [verdict([code(isbn)], [code(isbn)]), verdict([], []), verdict([code("9780306406164")], []),
                       verdict([code(isbn)], [])].enumerated().map { index, verdict in
            MisreadImageResult(index: index, kind: .ean13, expectedGTIN13: isbn, expectedAddOn: nil,
                               degradations: [.blur], verdict: verdict)
        }
        let tally = MisreadTally(name: "EAN-13", results: results)
        #expect([tally.images, tally.correct, tally.misread, tally.none, tally.unstable] == [4, 2, 1, 1, 2])
        #expect(tally.readsPer1000 == 500 && tally.misreadsPer1000 == 250)
        let report = MisreadReport(seed: 1, mode: "thorough", results: results, seconds: 1)
        #expect(report.problems.map(\.index) == [2, 3])
        #expect(report.degradations.first { $0.name == "blur" }?.images == 4)
    }
}
