import CatalogKit
import Foundation
import ISBNKit
import Testing

@Suite("Reading list files as CSV (RFC 4180) and tab-separated text")
struct CSVQuotingTests {
    @Test("quoted fields keep commas, doubled quotes and newlines; a row's line is where it starts")
    func quotedFields() throws {
        let text = [
            "isbn,title,author,publisher",
            #"\#(ListFixture.isbn13(51)),"Salt, Smoke and ""Sea""","Quill, Mara",Harbor"#,
            #""\#(ListFixture.isbn13(52))","Two"#,
            #"Lines",Ona Break,"Press"#,
            "of the",
            #"North""#,
            "\(ListFixture.isbn13(53)),Plain,Al Last,",
        ].joined(separator: "\n")
        let catalogue = try CatalogDatabase.inMemory()
        let summary = try catalogue.importList(atPath: try ListFixture.file(text), at: ListFixture.now)
        #expect(summary.rowsRead == 3 && summary.booksStored == 3)
        let salt = try #require(try ListFixture.book(51, in: catalogue))
        #expect(salt.title == "Salt, Smoke and \"Sea\"" && salt.authors == ["Quill, Mara"])
        let twoLines = try #require(try ListFixture.book(52, in: catalogue))
        #expect(twoLines.title == "Two\nLines" && twoLines.publisher == "Press\nof the\nNorth" && twoLines.line == 3)
        #expect(try ListFixture.book(53, in: catalogue)?.line == 7)
    }

    @Test("a UTF-8 byte order mark, CRLF line breaks (in quotes too) and a last line without a break")
    func bomAndCRLF() throws {
        let text = "\u{FEFF}ISBN,Title,Author\r\n\(ListFixture.isbn13(54)),\"Crlf\r\nInside\",Wen Dows\r\n"
            + "\(ListFixture.isbn13(55)),Très Bien,Zoë Ärger"
        let catalogue = try CatalogDatabase.inMemory()
        let summary = try catalogue.importList(atPath: try ListFixture.file(text), at: ListFixture.now)
        #expect(summary.format == .plain && summary.booksStored == 2)
        #expect(try ListFixture.book(54, in: catalogue)?.title == "Crlf\nInside")
        #expect(try ListFixture.book(54, in: catalogue)?.authors == ["Wen Dows"])
        let last = try #require(try ListFixture.book(55, in: catalogue))
        #expect(last.title == "Très Bien" && last.authors == ["Zoë Ärger"] && last.line == 4)
    }

    @Test("tab-separated text, told by the header line, with commas inside cells")
    func tabs() throws {
        let text = "isbn\ttitle\tauthor\n\(ListFixture.isbn13(56))\tCommas, Everywhere, Here\tHerbert, Frances\n"
        let catalogue = try CatalogDatabase.inMemory()
        try catalogue.importList(atPath: try ListFixture.file(text, named: "list.tsv"), at: ListFixture.now)
        let book = try #require(try ListFixture.book(56, in: catalogue))
        #expect(book.title == "Commas, Everywhere, Here" && book.authors == ["Herbert, Frances"])
    }

    @Test("blank lines and rows of empty cells are skipped without a report")
    func blankRows() throws {
        let text = "isbn,title\n\n\(ListFixture.isbn13(57)),Spaced Out\n,\n  ,  \n\n"
        let summary = try CatalogDatabase.inMemory().importList(atPath: try ListFixture.file(text), at: ListFixture.now)
        #expect(summary.rowsRead == 1 && summary.booksStored == 1 && summary.problems.isEmpty)
    }

    @Test("a quote never closed is an error naming the file and the line it opens on")
    func unterminatedQuote() throws {
        let text = "isbn,title\n\(ListFixture.isbn13(58)),Fine\n\(ListFixture.isbn13(59)),\"Never closed\n\(ListFixture.isbn13(60)),Lost\n"
        let path = try ListFixture.file(text)
        let catalogue = try CatalogDatabase.inMemory()
        #expect(throws: ListImportError.unterminatedQuote(path: path, line: 3)) {
            try catalogue.importList(atPath: path, at: ListFixture.now)
        }
        #expect(ListImportError.unterminatedQuote(path: path, line: 3).description == "\(path): the quote opened on line 3 is never closed")
        #expect(try ListFixture.book(58, in: catalogue) == nil, "the catalogue stays usable")
    }

    @Test("a quote left open over a megabyte is caught before the rest of the file is read into one cell")
    func runawayQuote() throws {
        let filler = String(repeating: "\(ListFixture.isbn13(61)),Padding row of a list\n", count: 40_000)
        let path = try ListFixture.file("isbn,title\n\(ListFixture.isbn13(62)),\"Open\n" + filler)
        let error = #expect(throws: ListImportError.self) { try CatalogDatabase.inMemory().importList(atPath: path, at: ListFixture.now) }
        #expect(error == .recordTooLong(path: path, line: 2, limit: 1 << 20))
    }

    @Test("text that is not UTF-8 is read as Latin-1, as older exports are written")
    func latin1() throws {
        let bytes = Array("isbn,title,author\n\(ListFixture.isbn13(63)),Caf".utf8) + [0xE9] + Array(",Ren".utf8) + [0xE9, 0x0A]
        let catalogue = try CatalogDatabase.inMemory()
        try catalogue.importList(atPath: try ListFixture.file(bytes: bytes), at: ListFixture.now)
        let book = try #require(try ListFixture.book(63, in: catalogue))
        #expect(book.title == "Café" && book.authors == ["René"])
    }

    @Test("UTF-16 text is an error asking for UTF-8")
    func utf16() throws {
        var bytes: [UInt8] = [0xFF, 0xFE]
        for unit in "isbn,title\n".utf16 { bytes += [UInt8(unit & 0xFF), UInt8(unit >> 8)] }
        let path = try ListFixture.file(bytes: bytes)
        #expect(throws: ListImportError.utf16(path: path)) { try CatalogDatabase.inMemory().importList(atPath: path, at: ListFixture.now) }
    }
}
