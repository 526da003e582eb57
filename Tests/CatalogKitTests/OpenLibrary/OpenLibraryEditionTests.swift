import CatalogKit
import ISBNKit
import Testing

@Suite("Open Library dump: editions")
struct OpenLibraryEditionTests {
    @Test("every field of a full edition line")
    func fullEdition() throws {
        let edition = try MadeUpDumpLine.parseEdition(MadeUpDumpLine.edition(#"""
            "title": "The Made-Up Book", "subtitle": "a test", "full_title": "The Made-Up Book: a test",
            "authors": [{"key": "/authors/OL9001A"}, {"key": "/authors/OL9002A"}],
            "works": [{"key": "/works/OL9003W"}], "publishers": ["Example Press", "Second House"],
            "publish_date": "Mar 12, 1994", "number_of_pages": 321,
            "languages": [{"key": "/languages/eng"}, {"key": "/languages/FRE"}],
            "subjects": ["Testing", "Fiction"], "isbn_10": ["0306406152"], "isbn_13": ["9780804429573"],
            "covers": [12345, -1, 0, 678]
            """#))
        #expect(edition.key == "/books/OL101M")
        #expect(edition.revision == 3)
        #expect(edition.lastModified == "2024-05-06T07:08:09.123456")
        #expect(edition.title == "The Made-Up Book")
        #expect(edition.subtitle == "a test")
        #expect(edition.fullTitle == "The Made-Up Book: a test")
        #expect(edition.authorKeys == ["/authors/OL9001A", "/authors/OL9002A"])
        #expect(edition.workKeys == ["/works/OL9003W"])
        #expect(edition.publishers == ["Example Press", "Second House"])
        #expect(edition.publishDate == "Mar 12, 1994")
        #expect(edition.published == PublicationDate(year: 1994, month: 3, day: 12))
        #expect(edition.numberOfPages == 321)
        #expect(edition.languages == ["eng", "fre"])
        #expect(edition.subjects == ["Testing", "Fiction"])
        #expect(edition.isbn10 == ["0306406152"])
        #expect(edition.isbn13 == ["9780804429573"])
        #expect(edition.coverIDs == [12345, 678])
    }

    @Test("a title alone is enough; everything else is empty")
    func minimal() throws {
        let edition = try MadeUpDumpLine.parseEdition(MadeUpDumpLine.edition(#""title": "Only a Title""#))
        #expect(edition == OpenLibraryEdition(key: "/books/OL101M", title: "Only a Title", revision: 3,
                                              lastModified: "2024-05-06T07:08:09.123456"))
    }

    @Test("ISBN-10s are kept as written and converted to ISBN-13 for the index", arguments: [
        ("0-306-40615-2", "0306406152", "9780306406157"),
        ("080442957x", "080442957X", "9780804429573"),
        (" 0 8044 2957 X ", "080442957X", "9780804429573"),
    ])
    func isbn10(text: String, ten: String, thirteen: String) throws {
        let edition = try MadeUpDumpLine.parseEdition(MadeUpDumpLine.edition(#""title": "T", "isbn_10": ["\#(text)"]"#))
        #expect(edition.isbn10 == [ten])
        #expect(edition.isbn13.isEmpty)
        #expect(edition.isbns.map(\.isbn13) == [thirteen])
    }

    @Test("ISBN-13s first, then converted ISBN-10s, each ISBN once")
    func order() throws {
        let edition = try MadeUpDumpLine.parseEdition(MadeUpDumpLine.edition(#"""
            "title": "T", "isbn_10": ["0306406152", "0-8044-2957-X"],
            "isbn_13": ["979-10-90636-07-1", "978-0-306-40615-7"]
            """#))
        #expect(edition.isbn13 == ["9791090636071", "9780306406157"])
        #expect(edition.isbn10 == ["0306406152", "080442957X"])
        #expect(edition.isbns.map(\.isbn13) == ["9791090636071", "9780306406157", "9780804429573"])
    }

    @Test("invalid ISBNs are dropped: wrong check digit, not a book, ISMN, text, numbers, too long", arguments: [
        #""0306406153""#, #""9780306406158""#, #""4006381333931""#, #""9790260000438""#, #""hello""#,
        "9780306406157", #""\#(String(repeating: "0", count: 50))""#, #""""#,
    ])
    func invalidISBN(value: String) throws {
        let edition = try MadeUpDumpLine.parseEdition(MadeUpDumpLine.edition(
            #""title": "T", "isbn_10": [\#(value), "0306406152"], "isbn_13": [\#(value)]"#))
        #expect(edition.isbn10 == ["0306406152"])
        #expect(edition.isbn13.isEmpty)
        #expect(edition.isbns.map(\.isbn13) == ["9780306406157"])
    }

    @Test("publish dates are kept as written, with the year when there is one", arguments: [
        ("1994", "1994", 1994),
        ("March 1994", "March 1994", 1994),
        ("Mar 12, 1994", "Mar 12, 1994", 1994),
        ("1994-03-12", "1994-03-12", 1994),
        ("  c1994. ", "c1994.", 1994),
        ("[n.d.]", "[n.d.]", nil),
        ("?", nil, nil),
    ] as [(String, String?, Int?)])
    func publishDate(text: String, kept: String?, year: Int?) throws {
        let edition = try MadeUpDumpLine.parseEdition(MadeUpDumpLine.edition(#""title": "T", "publish_date": "\#(text)""#))
        #expect(edition.publishDate == kept)
        #expect(edition.publishYear == year)
    }

    @Test("pages must be a positive whole number; a quoted number is read")
    func pages() throws {
        for (value, pages) in [("120", 120), (#""120""#, 120), ("0", nil), ("-5", nil), ("12.5", nil),
                               (#""many""#, nil), ("1e300", nil)] as [(String, Int?)] {
            let edition = try MadeUpDumpLine.parseEdition(MadeUpDumpLine.edition(#""title": "T", "number_of_pages": \#(value)"#))
            #expect(edition.numberOfPages == pages, "number_of_pages \(value)")
        }
    }

    @Test("malformed keys, languages and list elements are dropped; repeats are kept once")
    func lenientLists() throws {
        let edition = try MadeUpDumpLine.parseEdition(MadeUpDumpLine.edition(#"""
            "title": "T", "authors": [{"key": "/authors/OL1A"}, {"key": "/works/OL2W"}, {"key": "/authors/"},
            {"key": "/authors/OL 3A"}, 7, {"key": "/authors/OL1A"}], "works": "/works/OL5W",
            "languages": [{"key": "/languages/eng"}, {"key": "/languages/ENG"}, {"key": "eng"}, {"key": "/languages/e-n"}],
            "publishers": ["A", "", " A ", 5, null, "B"], "subjects": {"not": "a list"}, "covers": ["12", 12, 3.5]
            """#))
        #expect(edition.authorKeys == ["/authors/OL1A"])
        #expect(edition.workKeys.isEmpty)
        #expect(edition.languages == ["eng"])
        #expect(edition.publishers == ["A", "B"])
        #expect(edition.subjects.isEmpty)
        #expect(edition.coverIDs == [12])
    }

    @Test("titles are trimmed, their whitespace collapsed, control characters and bidi overrides dropped")
    func cleanText() throws {
        let edition = try MadeUpDumpLine.parseEdition(MadeUpDumpLine.edition(#"""
            "title": "  The\u001b[2J\tHidden \u202eTitle\u0000\r\n ", "subtitle": "\u0007\u0085 ",
            "publishers": ["Ex\u009bample  Press"]
            """#))
        #expect(edition.title == "The[2J Hidden Title")
        #expect(edition.subtitle == nil)
        #expect(edition.publishers == ["Example Press"])
    }

    @Test("letters of other scripts, joiners and combining marks are kept")
    func otherScripts() throws {
        let edition = try MadeUpDumpLine.parseEdition(MadeUpDumpLine.edition(#""title": "എന്‍റെ कथा — Ñandú""#))
        #expect(edition.title == "എന്‍റെ कथा — Ñandú")
    }

    @Test("titles are capped at 1,000 characters, publishers and subjects at 500, lists at 200 elements")
    func caps() throws {
        let subjects = (1...250).map { #""S\#($0)""# }.joined(separator: ", ")
        let edition = try MadeUpDumpLine.parseEdition(MadeUpDumpLine.edition(#"""
            "title": "\#(String(repeating: "é", count: 1_500))", "publishers": ["\#(String(repeating: "p", count: 900))"],
            "subjects": [\#(subjects)]
            """#))
        #expect(edition.title == String(repeating: "é", count: 1_000))
        #expect(edition.publishers == [String(repeating: "p", count: 500)])
        #expect(edition.subjects.count == 200)
        #expect(edition.subjects.last == "S200")
    }
}
