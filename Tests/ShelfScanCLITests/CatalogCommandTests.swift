import Foundation
import ShelfScanTestSupport
import Testing

@Suite("shelfscan catalog and lookup")
struct CatalogCommandTests {
    private static let sample = TestPaths.packageRoot
        .appendingPathComponent("../shared/isbn/catalogue-sample/ol_devdb_sample.txt").standardizedFileURL.path

    @Test("a dump is imported once, counted, and its editions looked up by ISBN, as text and JSON")
    func importAndLookup() throws {
        let folder = try CommandRunner.scratchFolder()
        let catalog = folder.appendingPathComponent("catalog.sqlite").path
        let imported = try CommandRunner.run(["catalog", "import", Self.sample, "--catalog", catalog])
        #expect(imported.status == 0)
        #expect(imported.output == "\(Self.sample): 137 records from 137 lines, 0 bad; imported\n")
        let again = try CommandRunner.run(["catalog", "import", Self.sample, "--catalog", catalog])
        #expect(again.output == imported.output)
        let stats = try CommandRunner.run(["catalog", "stats", "--catalog", catalog])
        #expect(stats.output == "68 editions, \(stats.output.split(separator: " ")[2]) ISBNs, 35 works, 34 authors, 0 listed books\n")
        let text = try CommandRunner.run(["lookup", "978-0-14-241412-5", "--catalog", catalog])
        #expect(text.status == 0)
        #expect(text.output.hasPrefix("9780142414125: \""))
        #expect(text.output.contains("by Greg Mortenson, David Oliver Relin"))
        let json = try CommandRunner.run(["lookup", "0394800168", "--json", "--catalog", catalog])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any])
        #expect(object["title"] as? String == "Green Eggs and Ham")
        #expect(object["pages"] as? Int == 72)
        #expect((object["sources"] as? [String: [String]])?["title"] == ["local catalogue"])
    }

    @Test("an ISBN not in the catalogue or not valid exits 1 naming it; a missing catalogue exits 2 and is not made")
    func errors() throws {
        let folder = try CommandRunner.scratchFolder()
        let catalog = folder.appendingPathComponent("catalog.sqlite").path
        _ = try CommandRunner.run(["catalog", "import", Self.sample, "--catalog", catalog])
        let unknown = try CommandRunner.run(["lookup", "9780441172719", "12345", "--catalog", catalog])
        #expect(unknown.status == 1)
        #expect(unknown.errors.contains("9780441172719: not in the catalogue"))
        #expect(unknown.errors.contains("12345"))
        let typo = folder.appendingPathComponent("typo.sqlite").path
        let missing = try CommandRunner.run(["lookup", "9780441172719", "--catalog", typo])
        #expect(missing.status == 2)
        #expect(missing.errors.contains("\(typo): no catalogue here"))
        #expect(!FileManager.default.fileExists(atPath: typo))
        let noDump = try CommandRunner.run(["catalog", "import", folder.appendingPathComponent("none.txt").path, "--catalog", catalog])
        #expect(noDump.status == 2)
        #expect(noDump.errors.contains("none.txt: "))
    }
}
