import CatalogKit
import Testing

@Suite("Open Library dump: errors name the line and show a short, clean excerpt")
struct OpenLibraryDumpErrorTests {
    private static let editionJSON = #"{"type": {"key": "/type/edition"}, "key": "/books/OL1M", "title": "T"}"#

    @Test("a line without five tab-separated fields", arguments: [
        ("", 1), ("/type/edition", 1), ("/type/edition\t/books/OL1M\t1\t2020", 4),
        ("/type/edition\t/books/OL1M\t1\t2020\t{}\textra", 6), ("a\tb\tc\td\te\tf\tg\th", 8),
    ])
    func fieldCount(line: String, found: Int) {
        let error = MadeUpDumpLine.error(line, lineNumber: 17)
        #expect(error == .wrongFieldCount(lineNumber: 17, found: found))
        #expect(error?.description.hasPrefix("line 17: \(found) tab-separated field") == true)
    }

    @Test("a revision that is not a whole number", arguments: ["", "-1", "+1", "1.0", "two", "99999999999999999999999"])
    func revision(text: String) {
        let line = MadeUpDumpLine.line(type: "/type/edition", key: "/books/OL1M", revision: text, json: Self.editionJSON)
        #expect(MadeUpDumpLine.error(line, lineNumber: 5) == .invalidRevision(lineNumber: 5, revision: text))
    }

    @Test("malformed JSON, shown as a short excerpt of its start with control characters as ?")
    func malformed() {
        let json = #"{"type": {"key": "/type/edition"}, "key": "/books/OL1M", "title": "\#u{7}"#
            + String(repeating: "x", count: 5_000)
        let line = MadeUpDumpLine.line(type: "/type/edition", key: "/books/OL1M", json: json)
        let error = MadeUpDumpLine.error(line, lineNumber: 123_456)
        #expect(error == .malformedJSON(lineNumber: 123_456, excerpt: #"{"type": {"key": "/type/edition"}, "key"…"#))
        #expect(error?.description == #"line 123456: the JSON column is not valid JSON: {"type": {"key": "/type/edition"}, "key"…"#)
        let bell = MadeUpDumpLine.error(MadeUpDumpLine.line(type: "/type/work", key: "/works/OL1W", json: "{\u{7}"), lineNumber: 2)
        #expect(bell == .malformedJSON(lineNumber: 2, excerpt: "{?"))
    }

    @Test("JSON that is not an object", arguments: [#"["/type/edition"]"#, #""text""#, "42", "null"])
    func notAnObject(json: String) {
        let line = MadeUpDumpLine.line(type: "/type/author", key: "/authors/OL1A", json: json)
        let error = MadeUpDumpLine.error(line, lineNumber: 8)
        #expect(error == .notAnObject(lineNumber: 8, excerpt: json))
        #expect(error?.description == "line 8: the JSON column is not an object: \(json)")
    }

    @Test("the type column and the JSON's type disagree, or the JSON has none")
    func typeMismatch() {
        let work = MadeUpDumpLine.line(type: "/type/edition", key: "/books/OL1M",
                                       json: #"{"type": {"key": "/type/work"}, "key": "/books/OL1M", "title": "T"}"#)
        #expect(MadeUpDumpLine.error(work, lineNumber: 3) == .typeMismatch(lineNumber: 3, column: "/type/edition", json: "/type/work"))
        let untyped = MadeUpDumpLine.line(type: "/type/author", key: "/authors/OL1A", json: #"{"key": "/authors/OL1A"}"#)
        let error = MadeUpDumpLine.error(untyped, lineNumber: 4)
        #expect(error == .typeMismatch(lineNumber: 4, column: "/type/author", json: nil))
        #expect(error?.description == "line 4: the type column says /type/author but the JSON's type is missing")
    }

    @Test("a record without a key, or with another key than its column")
    func keys() {
        let keyless = MadeUpDumpLine.line(type: "/type/work", key: "/works/OL1W", json: #"{"type": {"key": "/type/work"}}"#)
        #expect(MadeUpDumpLine.error(keyless, lineNumber: 10) == .missingKey(lineNumber: 10, type: "/type/work"))
        let other = MadeUpDumpLine.line(type: "/type/edition", key: "/books/OL2M", json: Self.editionJSON)
        let error = MadeUpDumpLine.error(other, lineNumber: 11)
        #expect(error == .keyMismatch(lineNumber: 11, column: "/books/OL2M", json: "/books/OL1M"))
        #expect(error?.lineNumber == 11)
    }

    @Test("a key of another kind of record, or not a plain identifier", arguments: [
        ("/type/edition", "/works/OL1W", "/books/"), ("/type/work", "/books/OL1M", "/works/"),
        ("/type/author", "/authors/OL 1A", "/authors/"), ("/type/author", "/authors/", "/authors/"),
        ("/type/edition", "/books/OL1M/extra", "/books/"),
    ])
    func invalidKey(type: String, key: String, prefix: String) {
        let line = MadeUpDumpLine.record(type: type, key: key, #""title": "T""#)
        let error = MadeUpDumpLine.error(line, lineNumber: 21)
        #expect(error == .invalidKey(lineNumber: 21, key: key, expectedPrefix: prefix))
        #expect(error?.description == "line 21: key \"\(key)\" is not of the form \(prefix)OL…")
    }

    @Test("an edition without a title, or with an empty one", arguments: ["", #""title": "  \u0007 ""#, #""title": ["T"]"#])
    func missingTitle(members: String) {
        let error = MadeUpDumpLine.error(MadeUpDumpLine.edition(members, key: "/books/OL77M"), lineNumber: 30)
        #expect(error == .missingTitle(lineNumber: 30, key: "/books/OL77M"))
        #expect(error?.description == "line 30: edition /books/OL77M has no title")
    }

    @Test("long or hostile values in messages are cut and cleaned")
    func hostileExcerpt() {
        let hostileKey = #"\u001b]0;pwned\u0007"# + String(repeating: "A", count: 100)
        let line = MadeUpDumpLine.line(type: "/type/edition", key: "/books/OL1M",
                                       json: #"{"type": {"key": "/type/edition"}, "key": "\#(hostileKey)"}"#)
        guard case let .keyMismatch(_, _, json) = MadeUpDumpLine.error(line, lineNumber: 1) else {
            Issue.record("expected a key mismatch")
            return
        }
        #expect(json == "?]0;pwned?" + String(repeating: "A", count: 30) + "…")
        #expect(!json.unicodeScalars.contains { $0.value < 0x20 })
    }
}
