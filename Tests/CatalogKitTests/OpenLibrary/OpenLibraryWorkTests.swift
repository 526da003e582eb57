import CatalogKit
import Testing

@Suite("Open Library dump: works")
struct OpenLibraryWorkTests {
    @Test("every field of a full work line")
    func fullWork() throws {
        let work = try MadeUpDumpLine.parseWork(MadeUpDumpLine.work(#"""
            "title": "A Made-Up Work", "subtitle": "being a test", "subjects": ["Tests", "Tests", "Made-up things"],
            "authors": [{"type": {"key": "/type/author_role"}, "author": {"key": "/authors/OL11A"}}],
            "description": "Plain text.", "first_publish_date": "March 1902"
            """#))
        #expect(work.key == "/works/OL202W")
        #expect(work.revision == 3)
        #expect(work.title == "A Made-Up Work")
        #expect(work.subtitle == "being a test")
        #expect(work.subjects == ["Tests", "Made-up things"])
        #expect(work.authorKeys == ["/authors/OL11A"])
        #expect(work.description == "Plain text.")
        #expect(work.firstPublishDate == "March 1902")
        #expect(work.firstPublished == PublicationDate(year: 1902, month: 3))
    }

    @Test("authors as role objects, bare keys, edition-style keys; malformed ones dropped")
    func authorShapes() throws {
        let work = try MadeUpDumpLine.parseWork(MadeUpDumpLine.work(#"""
            "title": "T", "authors": [
              {"author": {"key": "/authors/OL1A"}, "type": {"key": "/type/author_role"}},
              {"author": "/authors/OL2A"}, {"key": "/authors/OL3A"}, "/authors/OL4A",
              {"author": {"key": "/books/OL5M"}}, {"author": null}, {"author": {"key": 6}}, {"type": "x"},
              {"author": {"key": "/authors/OL1A"}}]
            """#))
        #expect(work.authorKeys == ["/authors/OL1A", "/authors/OL2A", "/authors/OL3A", "/authors/OL4A"])
    }

    @Test("a description as typed text keeps its paragraphs, each line cleaned")
    func typedDescription() throws {
        let work = try MadeUpDumpLine.parseWork(MadeUpDumpLine.work(#"""
            "title": "T", "description": {"type": "/type/text",
              "value": "  First   paragraph,\r\nsame paragraph.\r\n\r\n\r\n- a list\n-\tanother\u001b[0m\n\n\n"}
            """#))
        #expect(work.description == "First paragraph,\nsame paragraph.\n\n- a list\n- another[0m")
    }

    @Test("a description of another shape, or of whitespace only, is absent", arguments: [
        #"{"type": "/type/text"}"#, "42", #"["a", "b"]"#, #"" \n\t ""#, "null",
    ])
    func otherDescriptions(value: String) throws {
        let work = try MadeUpDumpLine.parseWork(MadeUpDumpLine.work(#""title": "T", "description": \#(value)"#))
        #expect(work.description == nil)
    }

    @Test("descriptions are capped at 20,000 characters")
    func longDescription() throws {
        let paragraph = String(repeating: "word ", count: 2_000)
        let value = Array(repeating: paragraph, count: 5).joined(separator: "\\n\\n")
        let work = try MadeUpDumpLine.parseWork(MadeUpDumpLine.work(#""description": "\#(value)""#))
        #expect(work.description?.count == 20_000)
        #expect(work.title == nil)
    }
}
