import BarcodeKit
import Dispatch
import Foundation
import RasterKit
import ShelfScanTestSupport
import Testing

/// `BarcodeScanner` on the project's own barcode photos: it reads every standard one exactly,
/// never reports a number that is not there, gives the same answers from many threads, and
/// honours its options.
@Suite("Test images")
struct TestImagesTests {
    @Test("The barcodes folder holds standard and hard images")
    func folderIsPopulated() {
        #expect(TestImageFiles.barcodeImages.count >= 40)
        #expect(TestImageFiles.standardBarcodeImages.count >= 30)
        #expect(TestImageFiles.standardBarcodeImages.count < TestImageFiles.barcodeImages.count)
    }

    @Test("A standard image reads exactly its expected codes", arguments: TestImageFiles.standardBarcodeImages)
    func standardImageReadsExactly(name: String) throws {
        let expected = try TestImageFiles.expected(name)
        let codes = BarcodeScanner(options: expected.scanOptions).scan(try TestImageFiles.image(name))
        #expect(codes.map(TestImageFiles.Code.init).sorted() == expected.codes.sorted())
    }

    @Test("No image yields a code that is not in it", arguments: TestImageFiles.barcodeImages)
    func noMisreads(name: String) throws {
        let expected = try TestImageFiles.expected(name)
        let image = try TestImageFiles.image(name)
        let mains = Set(expected.codes.map(\.main))
        for options in [ScanOptions(), ScanOptions(invertedCodes: true)] {
            for code in BarcodeScanner(options: options).scan(image).map(TestImageFiles.Code.init) {
                #expect(mains.contains(code.main), "misread \(code)")
                if code.addon != nil {
                    // An add-on may be missed, but one reported must be the printed one.
                    #expect(expected.codes.contains(code), "wrong add-on in \(code)")
                }
            }
        }
    }

    @Test("Scanning every image in parallel gives the same results as one after another")
    func parallelMatchesSerial() throws {
        let names = TestImageFiles.barcodeImages
        let images = try names.map(TestImageFiles.image)
        let options = try names.map { try TestImageFiles.expected($0).scanOptions }
        let serial = zip(images, options).map { BarcodeScanner(options: $1).scan($0) }

        let results = ResultSlots(count: images.count)
        DispatchQueue.concurrentPerform(iterations: images.count * 2) { iteration in
            // Each image twice, on whichever threads come, so scans truly overlap.
            let index = iteration % images.count
            let codes = BarcodeScanner(options: options[index]).scan(images[index])
            results.store(codes, at: index, copy: iteration / images.count)
        }
        for index in images.indices {
            #expect(results.codes(at: index, copy: 0) == serial[index], "\(names[index])")
            #expect(results.codes(at: index, copy: 1) == serial[index], "\(names[index])")
        }
    }

    @Test("One scanner shared by concurrent tasks gives the serial results")
    func sharedScannerInTaskGroup() async throws {
        let names = TestImageFiles.standardBarcodeImages
        let images = try names.map(TestImageFiles.image)
        let scanner = BarcodeScanner()
        let serial = images.map(scanner.scan)
        let parallel = await withTaskGroup(of: (Int, [Barcode]).self) { group in
            for (index, image) in images.enumerated() {
                group.addTask { (index, scanner.scan(image)) }
            }
            var results = [[Barcode]](repeating: [], count: images.count)
            for await (index, codes) in group { results[index] = codes }
            return results
        }
        #expect(parallel == serial)
    }

    // MARK: - Options

    @Test("A symbology filter keeps only that family: the EAN-8 on a cover with an ISBN")
    func symbologyFilter() throws {
        let image = try TestImageFiles.image("cover-isbn-ean5-and-ean8.jpg")
        let all = BarcodeScanner().scan(image).map(TestImageFiles.Code.init)
        #expect(all.map(\.symbology).sorted() == ["EAN-13", "EAN-8"])

        let onlyEAN8 = BarcodeScanner(options: ScanOptions(symbologies: [.ean8])).scan(image)
        #expect(onlyEAN8.map(TestImageFiles.Code.init) == [
            TestImageFiles.Code(symbology: "EAN-8", digits: "96385074", addon: nil),
        ])
        let onlyEAN13 = BarcodeScanner(options: ScanOptions(symbologies: [.ean13])).scan(image)
        #expect(onlyEAN13.map(\.symbology) == [.ean13])
    }

    @Test("With add-ons off no add-on is reported", arguments: [
        "isbn-ean5-module2.png", "upca-ean2-module3.png", "cover-isbn-ean5-and-upca-ean5.jpg",
    ])
    func addOnsOff(name: String) throws {
        let image = try TestImageFiles.image(name)
        let expected = try TestImageFiles.expected(name)
        try #require(expected.codes.contains { $0.addon != nil })
        #expect(BarcodeScanner().scan(image).contains { $0.addOn != nil })

        let codes = BarcodeScanner(options: ScanOptions(addOns: false)).scan(image)
        #expect(codes.allSatisfy { $0.addOn == nil })
        #expect(codes.map { TestImageFiles.Code($0) }.sorted() == expected.codes.map(\.main).sorted())
    }

    @Test("Light-on-dark codes are read only when inverted codes are asked for")
    func invertedCodesOption() throws {
        let image = try TestImageFiles.image("isbn-inverted.png")
        #expect(BarcodeScanner().scan(image).isEmpty)
        let codes = BarcodeScanner(options: ScanOptions(invertedCodes: true)).scan(image)
        #expect(codes.map(\.digits) == ["9780306406157"])
    }
}

/// Results written from `concurrentPerform`'s threads, each slot by exactly one iteration.
private final class ResultSlots: @unchecked Sendable {
    private let lock = NSLock()
    private var slots: [[[Barcode]?]]

    init(count: Int) {
        slots = [[[Barcode]?]](repeating: [nil, nil], count: count)
    }

    func store(_ codes: [Barcode], at index: Int, copy: Int) {
        lock.withLock { slots[index][copy] = codes }
    }

    func codes(at index: Int, copy: Int) -> [Barcode]? {
        lock.withLock { slots[index][copy] }
    }
}
