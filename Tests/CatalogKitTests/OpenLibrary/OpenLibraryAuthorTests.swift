import CatalogKit
import Foundation
import Testing

@Suite("Open Library dump: authors")
struct OpenLibraryAuthorTests {
    @Test("name and dates as written")
    func fullAuthor() throws {
        let author = try MadeUpDumpLine.parseAuthor(MadeUpDumpLine.author(#"""
            "name": "Ann  Example", "personal_name": "Example, Ann", "birth_date": "Mar 12, 1901", "death_date": "1999?"
            """#))
        #expect(author == {
            var expected = OpenLibraryAuthor(key: "/authors/OL303A", revision: 3, lastModified: "2024-05-06T07:08:09.123456")
            expected.name = "Ann Example"
            expected.birthDate = "Mar 12, 1901"
            expected.deathDate = "1999?"
            return expected
        }())
    }

    @Test("the personal name stands in for a missing or empty name", arguments: [
        #""personal_name": "Example, Ann""#, #""name": " \t", "personal_name": "Example, Ann""#,
        #""name": 12, "personal_name": "Example, Ann""#,
    ])
    func personalName(members: String) throws {
        #expect(try MadeUpDumpLine.parseAuthor(MadeUpDumpLine.author(members)).name == "Example, Ann")
    }

    @Test("an author without any name still reads, with none")
    func noName() throws {
        let author = try MadeUpDumpLine.parseAuthor(MadeUpDumpLine.author(#""birth_date": "1900""#))
        #expect(author.name == nil)
        #expect(author.birthDate == "1900")
    }

    @Test("dates without a letter or digit are dropped, others kept as written", arguments: [
        (".", nil), ("?", nil), ("  - ", nil), ("fl. 1600", "fl. 1600"), ("\u{1b}1900", "1900"),
    ] as [(String, String?)])
    func dates(text: String, kept: String?) throws {
        let escaped = text.unicodeScalars.map { $0.value < 0x20 ? String(format: "\\u%04x", $0.value) : String($0) }.joined()
        let author = try MadeUpDumpLine.parseAuthor(MadeUpDumpLine.author(#""name": "A", "death_date": "\#(escaped)""#))
        #expect(author.deathDate == kept)
    }
}
