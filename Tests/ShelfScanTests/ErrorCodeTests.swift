import Foundation
import ShelfScan
import ShelfScanTestSupport
import Testing

/// Every error the library throws is a `ShelfScanError`, with a code of the form `area.what`.
@Suite("Error codes")
struct ErrorCodeTests {
    @Test("every public error type of the library modules conforms to ShelfScanError")
    func everyTypeConforms() throws {
        let sources = TestPaths.packageRoot.appendingPathComponent("Sources")
        let modules = ["ISBNKit", "RasterKit", "BarcodeKit", "DatabaseFiles", "LendingKit", "CatalogKit", "CameraKit", "ShelfScan"]
        var declared: Set<String> = [], conforming: Set<String> = []
        for module in modules {
            let folder = sources.appendingPathComponent(module)
            for case let file as String in FileManager.default.enumerator(atPath: folder.path) ?? NSEnumerator()
            where file.hasSuffix(".swift") {
                let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
                for match in text.matches(of: /public (?:enum|struct) (\w+):[^{]*\bError\b/) { declared.insert(String(match.1)) }
                for match in text.matches(of: /extension ([\w.]+): ShelfScanError/) {
                    conforming.insert(String(match.1.split(separator: ".").last ?? ""))
                }
            }
        }
        #expect(declared.count > 20)
        #expect(declared.subtracting(conforming).isEmpty, "not ShelfScanErrors: \(declared.subtracting(conforming).sorted())")
    }

    @Test("codes are area.what; a wrapping error has the code of the one it wraps; values and sentences")
    func codes() throws {
        let isbn = try ISBN(parsing: "9780306406157")
        let examples: [(any ShelfScanError, code: String, value: String?)] = [
            (LendingError.userNotFound("carol"), "lending.userNotFound", "carol"),
            (LendingError.bookNotFound(7), "lending.bookNotFound", "7"),
            (DeskError.lending(.bookNotFound(9)), "lending.bookNotFound", "9"),
            (DeskError.detailsUnknown(isbn: isbn, field: "title", lookupOwed: false), "desk.detailsUnknown", nil),
            (LendingError.circulation(.invalidCurrency("E1")), "circulation.invalidCurrency", "E1"),
            (ImageError(source: "cover.jpg", reason: .notAnImage), "image.notAnImage", "cover.jpg"),
            (WorkerThreadsError.queueFull(limit: 16), "workers.queueFull", "16"),
            (WorkStopped.cancelled, "work.cancelled", nil),
        ]
        for (error, code, value) in examples {
            #expect(error.code == code)
            #expect(error.offendingValue == value, "\(error)")
            #expect(error.localizedDescription == error.description)
            #expect(error.code.wholeMatch(of: /[a-z][a-zA-Z]*\.[a-z][a-zA-Z]*/) != nil)
        }
    }
}
