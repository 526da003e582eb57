import CatalogKit
import Foundation
import ISBNKit
import ShelfScanTestSupport
import Testing

@Suite("The local catalogue: importing dumps and looking up ISBNs")
struct CatalogDumpImportTests {
    private static let sample = TestPaths.shared("isbn/catalogue-sample/ol_devdb_sample.txt")
    private static let now = Date(timeIntervalSince1970: 1_790_000_000)

    /// A dump file of `lines` in a scratch folder of its own.
    private static func dump(_ lines: [String]) throws -> String {
        let path = try TestPaths.scratchFolder("catalog").appendingPathComponent("dump.txt").path
        try Data(lines.joined(separator: "\n").utf8).write(to: URL(fileURLWithPath: path))
        return path
    }

    private static func line(_ type: String, _ key: String, revision: Int = 1, _ json: String) -> String {
        "\(type)\t\(key)\t\(revision)\t2024-01-01T00:00:00\t\(json)"
    }

    private static let duneLines = [
        line("/type/author", "/authors/OL1A", #"{"key": "/authors/OL1A", "type": {"key": "/type/author"}, "name": "Frank Herbert"}"#),
        line("/type/work", "/works/OL1W", #"{"key": "/works/OL1W", "type": {"key": "/type/work"}, "title": "Dune", "authors": [{"author": {"key": "/authors/OL1A"}}], "subjects": ["Arrakis"], "description": {"type": "/type/text", "value": "Spice."}}"#),
        line("/type/edition", "/books/OL1M", #"{"key": "/books/OL1M", "type": {"key": "/type/edition"}, "title": "Dune", "works": [{"key": "/works/OL1W"}], "isbn_10": ["0441172717"], "publishers": ["Ace"], "publish_date": "September 1990", "number_of_pages": 535, "languages": [{"key": "/languages/eng"}], "subjects": ["Science fiction"]}"#),
        line("/type/edition", "/books/OL2M", #"{"key": "/books/OL2M", "type": {"key": "/type/edition"}, "title": "Dune", "works": [{"key": "/works/OL1W"}], "isbn_13": ["9780441013593"], "publish_date": "2005"}"#),
    ]

    @Test("an edition is found by its ISBN-10 or ISBN-13, with its work's description and its authors' names")
    func lookup() throws {
        let catalog = try CatalogDatabase.inMemory()
        let done = try catalog.importDump(atPath: Self.dump(Self.duneLines), at: Self.now)
        #expect(done.finished && done.records == 4 && done.badLines == 0)
        let dune = try #require(try catalog.metadata(for: ISBN(parsing: "978-0-441-17271-9")))
        #expect(dune.title?.value == "Dune")
        #expect(dune.authors?.value == ["Frank Herbert"])
        #expect(dune.publisher?.value == "Ace")
        #expect(dune.published?.value.description == "1990-09")
        #expect(dune.pages?.value == 535)
        #expect(dune.language?.value == "eng")
        #expect(dune.subjects?.value == ["Science fiction", "Arrakis"])
        #expect(dune.summary?.value == "Spice.")
        #expect(dune.title?.provenance == [Provenance(source: .localCatalog, at: Self.now)])
        let other = try #require(try catalog.metadata(for: ISBN(parsing: "9780441013593")))
        #expect(other.pages == nil && other.published?.value.description == "2005")
        #expect(try catalog.metadata(for: ISBN(parsing: "9780140449136")) == nil)
    }

    @Test("a later revision replaces an earlier one, never the other way round")
    func revisions() throws {
        let catalog = try CatalogDatabase.inMemory()
        let edition = { (revision: Int, title: String) in
            Self.line("/type/edition", "/books/OL9M", revision: revision,
                      #"{"key": "/books/OL9M", "type": {"key": "/type/edition"}, "title": "\#(title)", "isbn_13": ["9780441172719"]}"#)
        }
        try catalog.importDump(atPath: Self.dump([edition(3, "Dune (third)")]), at: Self.now)
        try catalog.importDump(atPath: Self.dump([edition(2, "Dune (second)")]), at: Self.now)
        #expect(try catalog.metadata(for: ISBN(parsing: "9780441172719"))?.title?.value == "Dune (third)")
        try catalog.importDump(atPath: Self.dump([edition(4, "Dune (fourth)")]), at: Self.now)
        #expect(try catalog.metadata(for: ISBN(parsing: "9780441172719"))?.title?.value == "Dune (fourth)")
    }

    @Test("bad lines are counted, described with their line numbers and skipped; the rest is imported")
    func badLines() throws {
        let catalog = try CatalogDatabase.inMemory()
        let lines = [Self.duneLines[0], "not\ta dump line", Self.duneLines[2], "/type/edition\t/books/OL5M\t1\tx\t{broken"]
        let done = try catalog.importDump(atPath: Self.dump(lines), at: Self.now)
        #expect(done.badLines == 2)
        #expect(done.problems.map(\.lineNumber) == [2, 4])
        #expect(try catalog.metadata(for: ISBN(parsing: "0441172717"))?.authors == nil)
        #expect(try catalog.counts().editions == 1)
    }

    @Test("an import stopped after some batches resumes where it stopped, and a finished one does nothing")
    func resume() throws {
        let folder = try TestPaths.scratchFolder("catalog")
        let path = folder.appendingPathComponent("big.txt").path
        let count = CatalogDatabase.dumpBatchLines * 2 + 10
        let lines = (0..<count).map { index in
            Self.line("/type/author", "/authors/OL\(index)A", #"{"key": "/authors/OL\#(index)A", "type": {"key": "/type/author"}, "name": "Author \#(index)"}"#)
        }
        try Data(lines.joined(separator: "\n").utf8).write(to: URL(fileURLWithPath: path))
        let catalog = try CatalogDatabase.open(atPath: folder.appendingPathComponent("catalog.sqlite").path)
        let stopped = try catalog.importDump(atPath: path, at: Self.now) { _ in true }
        #expect(!stopped.finished && stopped.line == CatalogDatabase.dumpBatchLines)
        #expect(try catalog.counts().authors == CatalogDatabase.dumpBatchLines)
        var batches = 0
        let again = try catalog.importDump(atPath: path, at: Self.now) { _ in
            batches += 1
            return false
        }
        #expect(batches == 2)
        #expect(again.finished && again.line == count && again.records == count)
        #expect(try catalog.counts().authors == count)
        #expect(try catalog.importDump(atPath: path, at: Self.now) { _ in Issue.record("a finished import ran again"); return false }.finished)
    }

    @Test("the shared sample imports without a bad line, and a known edition is found with its authors")
    func sharedSample() throws {
        let catalog = try CatalogDatabase.inMemory()
        let done = try catalog.importDump(atPath: Self.sample, at: Self.now)
        #expect(done.badLines == 0)
        let counts = try catalog.counts()
        #expect(counts.editions == 68 && counts.works == 35 && counts.authors == 34)
        let tea = try #require(try catalog.metadata(for: ISBN(parsing: "9780142414125")))
        #expect(tea.title?.value.lowercased() == "three cups of tea")
        #expect(tea.authors?.value == ["Greg Mortenson", "David Oliver Relin"])
        let eggs = try #require(try catalog.metadata(for: ISBN(parsing: "0394800168")))
        #expect(eggs.title?.value == "Green Eggs and Ham")
        #expect(eggs.pages?.value == 72)
    }

    @Test("a missing dump file is an error naming it")
    func missing() throws {
        let catalog = try CatalogDatabase.inMemory()
        #expect(throws: DumpImportError.self) { try catalog.importDump(atPath: "/no/such/dump.txt", at: Self.now) }
    }
}
