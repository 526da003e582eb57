import CatalogKit
import Foundation
import ISBNKit
import ShelfScanTestSupport
import Testing

/// The real dump lines in `../shared/isbn/catalogue-sample/`, taken from Open Library's
/// development database.
@Suite("Open Library dump: the shared sample")
struct OpenLibrarySampleTests {
    static let path = TestPaths.shared("isbn/catalogue-sample/ol_devdb_sample.txt")

    /// The sample's lines, or none if it cannot be read (the tests then fail on counts).
    static let lines: [Substring] = {
        guard let data = FileManager.default.contents(atPath: path) else { return [] }
        return String(decoding: data, as: UTF8.self).split(separator: "\n")
    }()

    /// Every record of the sample by key.
    static func records() throws -> [String: OpenLibraryRecord] {
        var records: [String: OpenLibraryRecord] = [:]
        for (index, line) in lines.enumerated() {
            let record = try OpenLibraryDumpLine.parse(line, lineNumber: index + 1)
            switch record {
            case let .edition(edition): records[edition.key] = record
            case let .work(work): records[work.key] = record
            case let .author(author): records[author.key] = record
            case .skipped: break
            }
        }
        return records
    }

    @Test("every line reads without error: 68 editions, 35 works, 34 authors, nothing skipped")
    func counts() throws {
        var counts = [String: Int]()
        for (index, line) in Self.lines.enumerated() {
            switch try OpenLibraryDumpLine.parse(line, lineNumber: index + 1) {
            case .edition: counts["edition", default: 0] += 1
            case .work: counts["work", default: 0] += 1
            case .author: counts["author", default: 0] += 1
            case .skipped: counts["skipped", default: 0] += 1
            }
        }
        #expect(counts == ["edition": 68, "work": 35, "author": 34])
    }

    @Test("lines given as bytes read the same as lines given as text")
    func bytes() throws {
        #expect(!Self.lines.isEmpty)
        for (index, line) in Self.lines.enumerated() {
            let fromText = try OpenLibraryDumpLine.parse(line, lineNumber: index + 1)
            let fromBytes = try OpenLibraryDumpLine.parse(utf8: Array(line.utf8) + [UInt8(ascii: "\n")], lineNumber: index + 1)
            #expect(fromText == fromBytes)
        }
    }

    @Test("the 40 editions with ISBNs keep all 64 listed values, each valid")
    func isbns() throws {
        let editions = try Self.records().values.compactMap { record -> OpenLibraryEdition? in
            if case let .edition(edition) = record { return edition }
            return nil
        }
        #expect(editions.filter { !$0.isbns.isEmpty }.count == 40)
        // OL24605334M lists one ISBN-13 in both lists: 64 values, 63 distinct per edition.
        #expect(editions.map { $0.isbn10.count + $0.isbn13.count }.reduce(0, +) == 63)
        for edition in editions {
            #expect(Set(edition.isbns) == Set((edition.isbn13 + edition.isbn10).compactMap { ISBN($0) }))
        }
    }

    @Test("an edition with both ISBN forms, a date with a month and a language")
    func threeCupsOfTea() throws {
        guard case let .edition(edition) = try Self.records()["/books/OL7361700M"] else {
            Issue.record("/books/OL7361700M is not an edition in the sample")
            return
        }
        #expect(edition.title == "Three Cups of Tea")
        #expect(edition.subtitle == "One Man's Mission to Promote Peace . . . One School at a Time")
        #expect(edition.publishers == ["Penguin (Non-Classics)"])
        #expect(edition.publishDate == "January 30, 2007")
        #expect(edition.publishYear == 2007)
        #expect(edition.published == PublicationDate(year: 2007, month: 1, day: 30))
        #expect(edition.numberOfPages == 349)
        #expect(edition.languages == ["eng"])
        #expect(edition.workKeys == ["/works/OL5702375W"])
        #expect(edition.isbn10 == ["0143038257"])
        #expect(edition.isbn13 == ["9780143038252"])
        #expect(edition.isbns.map(\.isbn13) == ["9780143038252"])
        #expect(edition.revision == 1)
        #expect(edition.lastModified == "2013-03-28T07:50:50.124308")
    }

    @Test("hyphenated ISBNs are normalised, and a 13-digit value listed as an ISBN-10 is filed as an ISBN-13")
    func hyphenated() throws {
        let records = try Self.records()
        guard case let .edition(wikiLeaks) = records["/books/OL24605334M"],
              case let .edition(greenEggs) = records["/books/OL14065582M"] else {
            Issue.record("the sample lacks OL24605334M or OL14065582M")
            return
        }
        #expect(wikiLeaks.isbn10.isEmpty)
        #expect(wikiLeaks.isbn13 == ["9781935928324"])
        #expect(greenEggs.isbn13 == ["9780583324205"])
        #expect(greenEggs.isbn10 == ["0394800168"])
        #expect(greenEggs.isbns.map(\.isbn13) == ["9780583324205", "9780394800165"])
    }

    @Test("a work with a typed-text description and a role-wrapped author; one with a first publish date")
    func works() throws {
        let records = try Self.records()
        guard case let .work(flatland) = records["/works/OL118420W"],
              case let .work(alice) = records["/works/OL13101191W"] else {
            Issue.record("the sample lacks OL118420W or OL13101191W")
            return
        }
        #expect(flatland.title == "Flatland")
        #expect(flatland.subtitle == "a romance of many dimensions")
        #expect(flatland.authorKeys == ["/authors/OL20585A"])
        #expect(flatland.description?.hasPrefix("Flatland: A Romance of Many Dimensions, though written in 1884") == true)
        #expect(flatland.subjects.prefix(2) == ["Fourth dimension", "Imaginary places"])
        #expect(flatland.firstPublishDate == nil)
        #expect(alice.firstPublishDate == "1897")
        #expect(alice.firstPublished?.year == 1897)
        #expect(alice.authorKeys == ["/authors/OL22098A"])
    }

    @Test("authors: a date of death of \".\" says nothing; dates are kept as written")
    func authors() throws {
        let records = try Self.records()
        guard case let .author(rao) = records["/authors/OL9A"],
              case let .author(twain) = records["/authors/OL18319A"] else {
            Issue.record("the sample lacks OL9A or OL18319A")
            return
        }
        #expect(rao.name == "G. V. Krishna Rao")
        #expect(rao.birthDate == "1914")
        #expect(rao.deathDate == nil)
        #expect(twain.name == "Mark Twain")
        #expect(twain.birthDate == "30 November 1835")
        #expect(twain.deathDate == "21 April 1910")
    }
}
