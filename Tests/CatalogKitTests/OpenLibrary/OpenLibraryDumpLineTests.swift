import CatalogKit
import Foundation
import Testing

@Suite("Open Library dump: lines and skipped types")
struct OpenLibraryDumpLineTests {
    @Test("redirects, deletes and other types are skipped without reading their JSON", arguments: [
        ("/type/redirect", #"{"type": {"key": "/type/redirect"}, "key": "/books/OL1M", "location": "/books/OL2M"}"#),
        ("/type/delete", #"{"type": {"key": "/type/delete"}, "key": "/books/OL1M"}"#),
        ("/type/list", "not even JSON"),
        ("/type/i18n", ""),
    ])
    func skipped(type: String, json: String) throws {
        let line = MadeUpDumpLine.line(type: type, key: "/books/OL1M", revision: "x", json: json)
        #expect(try OpenLibraryDumpLine.parse(line, lineNumber: 1) == .skipped(type: type))
    }

    @Test("a skipped type is shown cleaned")
    func skippedTypeCleaned() throws {
        let line = MadeUpDumpLine.line(type: "/type/\u{1b}[31mevil", key: "k", json: "{}")
        #expect(try OpenLibraryDumpLine.parse(line, lineNumber: 1) == .skipped(type: "/type/[31mevil"))
    }

    @Test("a trailing line break, Unix or Windows, is allowed; bytes read as text does", arguments: ["\n", "\r\n", ""])
    func lineBreak(ending: String) throws {
        let line = MadeUpDumpLine.edition(#""title": "Dune""#) + ending
        let fromText = try MadeUpDumpLine.parseEdition(line)
        #expect(fromText.title == "Dune")
        #expect(try OpenLibraryDumpLine.parse(utf8: Array(line.utf8), lineNumber: 1) == .edition(fromText))
        #expect(try OpenLibraryDumpLine.parse(utf8: line.utf8.dropLast(0), lineNumber: 1) == .edition(fromText))
    }

    @Test("invalid UTF-8 in the JSON is malformed JSON, not a crash")
    func invalidUTF8() {
        var bytes = Array(MadeUpDumpLine.edition(#""title": "Dune""#).utf8)
        bytes.insert(0xFF, at: bytes.count - 3)
        #expect(throws: OpenLibraryDumpError.self) { try OpenLibraryDumpLine.parse(utf8: bytes, lineNumber: 4) }
    }

    @Test("records survive a JSON round trip, as the importer may keep them")
    func codable() throws {
        let record = try OpenLibraryDumpLine.parse(
            MadeUpDumpLine.edition(#""title": "T", "isbn_10": ["0306406152"], "publish_date": "1994""#), lineNumber: 1)
        let data = try JSONEncoder().encode(record)
        #expect(try JSONDecoder().decode(OpenLibraryRecord.self, from: data) == record)
    }
}
