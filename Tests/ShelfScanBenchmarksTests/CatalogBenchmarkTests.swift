import Foundation
import ShelfScanBenchmarks
import Testing

@Suite("The catalogue benchmark on a small generated dump")
struct CatalogBenchmarkTests {
    @Test("every generated line imports, and every edition looked up by its ISBN is found", arguments: [8, 803])
    func smallRun(lines: Int) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("shelfscan-bench-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try CatalogBenchmark(lines: lines, lookups: 50, searches: 5).run(folder: folder.path)
        #expect(result.records == lines && result.badLines == 0)
        #expect(result.lookupsFound == 50)
        #expect(GeneratedDump(lines: lines).editions == (lines == 8 ? 5 : 500))
    }
}
