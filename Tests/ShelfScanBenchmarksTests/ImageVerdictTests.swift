import BarcodeKit
import RasterKit
import ShelfScan
import ShelfScanBenchmarks
import Testing

@Suite("Judging a scan against ground truth")
struct ImageVerdictTests {
    let entry = CorpusManifest.Entry(file: "a/1.png", path: "/c/a/1.png", folder: "a",
                                     expectedGTIN13: "9780306406157", expectedAddOn: "51299")

    func scan(_ codes: [(String, String?)]) -> PhotoScan {
        let barcodes = codes.map { gtin, addOn in
            Barcode(symbology: .ean13, digits: gtin, gtin13: gtin, addOn: addOn,
                    bounds: BoundingBox(x: 0, y: 0, width: 10, height: 10), confidence: 5)
        }
        return PhotoScan(path: entry.path, outcome: .success(barcodes), loadSeconds: 0.001, decodeSeconds: 0.002)
    }

    @Test("Correct, with and without the add-on")
    func correct() {
        let right = ImageVerdict(entry: entry, scan: scan([("9780306406157", "51299")]))
        #expect(right.status == .correct && right.addOnCorrect)
        let noAddOn = ImageVerdict(entry: entry, scan: scan([("9780306406157", nil)]))
        #expect(noAddOn.status == .correct && !noAddOn.addOnCorrect)
    }

    @Test("Any other code is a misread, even beside the right one")
    func misread() {
        #expect(ImageVerdict(entry: entry, scan: scan([("9780306406164", nil)])).status == .misread)
        #expect(ImageVerdict(entry: entry, scan: scan([("9780306406157", nil), ("4006381333931", nil)])).status == .misread)
    }

    @Test("Nothing read, or an unreadable file")
    func noneAndUnreadable() {
        #expect(ImageVerdict(entry: entry, scan: scan([])).status == .none)
        let failed = PhotoScan(path: entry.path, outcome: .failure(ImageError(source: entry.path, reason: .empty)),
                               loadSeconds: 0, decodeSeconds: 0)
        #expect(ImageVerdict(entry: entry, scan: failed).status == .unreadable)
    }

    @Test("Tallies count each status and the add-ons")
    func tally() {
        let verdicts = [ImageVerdict(entry: entry, scan: scan([("9780306406157", "51299")])),
                        ImageVerdict(entry: entry, scan: scan([])),
                        ImageVerdict(entry: entry, scan: scan([("9780306406164", nil)]))]
        let report = CorpusReport(images: verdicts)
        #expect(report.total.images == 3)
        #expect([report.total.correct, report.total.none, report.total.misread] == [1, 1, 1])
        #expect(report.total.addOnImages == 3 && report.total.addOnCorrect == 1)
        #expect(report.folders.map(\.name) == ["a"])
    }
}
