import CatalogKit
import Foundation
import ShelfScanTestSupport
import Testing

@Suite("Searching the local catalogue by title and author")
struct TitleSearchTests {
    private static let now = Date(timeIntervalSince1970: 1_790_000_000)

    private static func line(_ type: String, _ key: String, _ json: String) -> String {
        "\(type)\t\(key)\t1\t2024-01-01T00:00:00\t\(json)"
    }

    /// A catalogue holding two editions of Dune (one without authors of its own, named by its
    /// work) and one of an unrelated book.
    private static func catalog(authorsLast: Bool = false) throws -> CatalogDatabase {
        let author = line("/type/author", "/authors/OL1A", #"{"key": "/authors/OL1A", "type": {"key": "/type/author"}, "name": "Frank Herbert"}"#)
        let editions = [
            line("/type/work", "/works/OL1W", #"{"key": "/works/OL1W", "type": {"key": "/type/work"}, "title": "Dune", "authors": [{"author": {"key": "/authors/OL1A"}}]}"#),
            line("/type/edition", "/books/OL1M", #"{"key": "/books/OL1M", "type": {"key": "/type/edition"}, "title": "Dune", "subtitle": "Deluxe Édition", "works": [{"key": "/works/OL1W"}], "authors": [{"key": "/authors/OL1A"}], "isbn_10": ["0441172717"]}"#),
            line("/type/edition", "/books/OL2M", #"{"key": "/books/OL2M", "type": {"key": "/type/edition"}, "title": "Dune", "works": [{"key": "/works/OL1W"}], "isbn_13": ["9780441013593"]}"#),
            line("/type/edition", "/books/OL3M", #"{"key": "/books/OL3M", "type": {"key": "/type/edition"}, "title": "Green Eggs and Ham", "isbn_13": ["9780394800165"]}"#),
        ]
        let folder = try TestPaths.scratchFolder("catalog-search")
        let catalog = try CatalogDatabase.open(atPath: folder.appendingPathComponent("catalog.sqlite").path)
        let files: [[String]] = authorsLast ? [editions, [author]] : [[author], editions]
        for (index, lines) in files.enumerated() {
            let path = folder.appendingPathComponent("dump\(index).txt").path
            try Data(lines.joined(separator: "\n").utf8).write(to: URL(fileURLWithPath: path))
            try catalog.importDump(atPath: path, at: now)
        }
        return catalog
    }

    @Test("words match the starts of title and author words, in any order, case and accents aside",
          arguments: [false, true])
    func words(authorsLast: Bool) throws {
        let catalog = try Self.catalog(authorsLast: authorsLast)
        #expect(Set(try catalog.searchTitles("herb DUNE").map(\.isbn13)) == ["9780441172719", "9780441013593"])
        #expect(try catalog.searchTitles("deluxe edition").map(\.isbn13) == ["9780441172719"])
        let hit = try #require(try catalog.searchTitles("eggs").first)
        #expect(hit == TitleSearchHit(isbn13: "9780394800165", title: "Green Eggs and Ham", authors: ""))
        #expect(try catalog.searchTitles("Dune: Deluxe").first?.authors == "Frank Herbert")
        #expect(try catalog.searchTitles("herbert eggs").isEmpty)
    }

    @Test("typed quotes, operators and blanks are plain text, never a query error")
    func plainText() throws {
        let catalog = try Self.catalog()
        #expect(try catalog.searchTitles(#""dune" OR NEAR( *"#).map(\.isbn13).isEmpty)
        #expect(try catalog.searchTitles("  ").isEmpty)
        #expect(try catalog.searchTitles("\"dune\"").count == 2)
        #expect(try catalog.searchTitles("dune", limit: 1).count == 1)
    }

    @Test("the index is rebuilt once after an import, not on every search")
    func rebuiltOnce() throws {
        let catalog = try Self.catalog()
        #expect(try catalog.rebuildTitleSearchIfStale())
        #expect(try !catalog.rebuildTitleSearchIfStale())
        _ = try catalog.searchTitles("dune")
        #expect(try !catalog.rebuildTitleSearchIfStale())
    }
}
