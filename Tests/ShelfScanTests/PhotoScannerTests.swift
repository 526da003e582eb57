import BarcodeKit
import Foundation
import RasterKit
import ShelfScan
import ShelfScanTestSupport
import Testing

@Suite("Scanning photo files")
struct PhotoScannerTests {
    let files: [String]

    init() throws {
        files = try ImageFileList.expand([TestPaths.testImages.appendingPathComponent("barcodes").path,
                                          TestPaths.testImages.appendingPathComponent("broken").path])
    }

    @Test("The test image folders hold both readable and broken files")
    func fixtures() {
        #expect(files.count > 40)
        #expect(files.contains { $0.hasSuffix("broken/text.jpg") })
    }

    @Test("Results come in input order and equal a serial scan, whatever the number of jobs",
          arguments: [1, 2, 4, 9])
    func parallelMatchesSerial(jobs: Int) {
        let scanner = PhotoScanner()
        let serial = files.map { scanner.scan(path: $0) }
        var delivered: [(Int, PhotoScan)] = []
        scanner.scan(paths: files, jobs: jobs) { delivered.append(($0, $1)) }
        #expect(delivered.map(\.0) == Array(files.indices))
        #expect(delivered.map(\.1.path) == files)
        #expect(delivered.map { Self.summary($0.1) } == serial.map(Self.summary))
    }

    @Test("The async forms, on threads of their own, give what the blocking ones give")
    func asyncMatchesBlocking() async throws {
        let scanner = PhotoScanner()
        for path in files {
            let blocking = Self.blockingScan(scanner, path)
            #expect(Self.summary(try await scanner.scan(path: path)) == Self.summary(blocking))
            if let image = try? scanner.decoder.decode(contentsOf: path) {
                #expect(try await scanner.scan(image).map(\.digits) == blocking.barcodes.map(\.digits))
                let bytes = try Array(Data(contentsOf: URL(fileURLWithPath: path)))
                #expect(try await scanner.scan(bytes: bytes, name: "upload").map(\.digits) == blocking.barcodes.map(\.digits))
            }
        }
    }

    /// The blocking form, which an async test cannot name directly: there the async one wins.
    private static func blockingScan(_ scanner: PhotoScanner, _ path: String) -> PhotoScan {
        scanner.scan(path: path)
    }

    @Test("A broken file gives its decoding error, named by path")
    func brokenFile() {
        let path = TestPaths.testImages.appendingPathComponent("broken/text.jpg").path
        let result = PhotoScanner().scan(path: path)
        #expect(throws: ImageError(source: path, reason: .notAnImage)) { try result.outcome.get() }
        #expect(result.barcodes.isEmpty)
    }

    @Test("No paths deliver nothing and return")
    func noPaths() {
        var count = 0
        PhotoScanner().scan(paths: [], jobs: 4) { _, _ in count += 1 }
        #expect(count == 0)
    }

    private static func summary(_ scan: PhotoScan) -> String {
        switch scan.outcome {
        case let .success(codes): return codes.map { "\($0.gtin13)+\($0.addOn ?? "")" }.joined(separator: ",")
        case let .failure(error): return "error: \(error)"
        }
    }
}
