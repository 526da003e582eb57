import Foundation
import ShelfScanTestSupport
import Testing

@Suite("shelfscan catalog and lookup")
struct CatalogCommandTests {
    private static let sample = TestPaths.shared("isbn/catalogue-sample/ol_devdb_sample.txt")

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
        #expect(unknown.errors.contains("9780441172719: not found"))
        #expect(unknown.errors.contains("12345"))
        let typo = folder.appendingPathComponent("typo.sqlite").path
        let missing = try CommandRunner.run(["lookup", "9780441172719", "--catalog", typo])
        #expect(missing.status == 2)
        #expect(missing.errors.contains("offline, and no local catalogue at \(typo): nothing to ask"))
        #expect(!FileManager.default.fileExists(atPath: typo))
        let noDump = try CommandRunner.run(["catalog", "import", folder.appendingPathComponent("none.txt").path, "--catalog", catalog])
        #expect(noDump.status == 2)
        #expect(noDump.errors.contains("none.txt: "))
    }

    @Test("a gzip dump and a Goodreads list import side by side; their books are found by ISBN and by title words")
    func gzipAndList() throws {
        let folder = try CommandRunner.scratchFolder()
        let catalog = folder.appendingPathComponent("catalog.sqlite").path
        let gzip = folder.appendingPathComponent("dump.bin").path
        let compress = Process()
        compress.executableURL = URL(fileURLWithPath: "/bin/gzip")
        compress.arguments = ["-c", Self.sample]
        let output = Pipe()
        compress.standardOutput = output
        try compress.run()
        let packed = output.fileHandleForReading.readDataToEndOfFile()
        compress.waitUntilExit()
        try packed.write(to: URL(fileURLWithPath: gzip))
        let list = folder.appendingPathComponent("goodreads_library_export.csv")
        try Data(#"""
            Book Id,Title,Author,Author l-f,Additional Authors,ISBN,ISBN13,My Rating,Publisher,Number of Pages,Year Published
            1,"The Quiet Orchard (Seasons, #2)",Mara Lindqvist,"Lindqvist, Mara",,"=""1915000025""","=""9781915000026""",4,Gullwing Books,212,2019
            2,No Number,Someone,"One, Some",,"=""""","=""""",0,,,
            """#.utf8).write(to: list)
        let imported = try CommandRunner.run(["catalog", "import", gzip, list.path, "--catalog", catalog])
        #expect(imported.status == 0)
        #expect(imported.output == "\(gzip): 137 records from 137 lines, 0 bad; imported\n"
            + "\(list.path): Goodreads export, 1 books from 2 rows, 1 skipped; imported\n")
        #expect(imported.errors.contains("line 3"))
        let found = try CommandRunner.run(["lookup", "9781915000026", "--catalog", catalog])
        #expect(found.status == 0 && found.output.hasPrefix("9781915000026: \"The Quiet Orchard\" by Mara Lindqvist"))
        let search = try CommandRunner.run(["catalog", "search", "orchard", "lindq", "--catalog", catalog])
        #expect(search.output == "9781915000026: \"The Quiet Orchard\" by Mara Lindqvist\n")
        let eggs = try CommandRunner.run(["catalog", "search", "green", "eggs", "--catalog", catalog, "--json"])
        #expect(eggs.output.contains("\"isbn13\":\"9780394800165\""))
        let none = try CommandRunner.run(["catalog", "search", "zzzz", "--catalog", catalog])
        #expect(none.status == 0 && none.output == "no edition matches 'zzzz'\n" && none.errors.isEmpty)
    }
}
