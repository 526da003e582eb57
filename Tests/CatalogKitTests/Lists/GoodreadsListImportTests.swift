import CatalogKit
import Foundation
import ISBNKit
import Testing

@Suite("Importing Goodreads exports")
struct GoodreadsListImportTests {
    private static let header = "Book Id,Title,Author,Author l-f,Additional Authors,ISBN,ISBN13,My Rating,Average Rating,"
        + "Publisher,Binding,Number of Pages,Year Published,Original Publication Year,Date Read,Date Added,Bookshelves,"
        + "Bookshelves with positions,Exclusive Shelf,My Review,Spoiler,Private Notes,Read Count,Owned Copies"

    /// A row as Goodreads writes it: ISBNs as `="…"` formulas in quotes, so `"=""…"""`.
    private static func row(id: Int, title: String, author: String, additional: String = "", isbn: String, isbn13: String,
                            publisher: String = "", pages: String = "", year: String = "", review: String = "") -> String {
        let authorLastFirst = author.split(separator: " ").reversed().joined(separator: ", ")
        return [String(id), quoted(title), author, quoted(authorLastFirst), quoted(additional),
                quoted("=\"\(isbn)\""), quoted("=\"\(isbn13)\""), "4", "3.91", quoted(publisher), "Paperback", pages,
                year, "2001", "2024/02/11", "2023/12/30", "read", "read (#4)", "read", quoted(review), "", "", "1", "0",
        ].joined(separator: ",")
    }

    private static func quoted(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }

    @Test("books are stored with the series taken off the title, every author, the publisher, pages and year")
    func books() throws {
        let lines = [
            Self.header,
            Self.row(id: 1, title: "The Salt Road Atlas (Tidewater Chronicles, #1)", author: "Mara Quill",
                     isbn: ListFixture.isbn10(1), isbn13: ListFixture.isbn13(1), publisher: "Harbor Lane Press",
                     pages: "412", year: "2019", review: "Long, \"slow\" and\nwonderful."),
            Self.row(id: 2, title: "Lanterns Under Ice", author: "Tomas Reed", additional: "Ana Lima, Bo Sterling",
                     isbn: ListFixture.isbn10(2), isbn13: ""),
            Self.row(id: 3, title: "Letters Home (1920-1930)", author: "June Ortega", isbn: "",
                     isbn13: ListFixture.isbn13(3)),
            Self.row(id: 4, title: "A Small Interval (Clockwork Tales #2.5)", author: "Ivo Penn",
                     isbn: ListFixture.isbn10(4), isbn13: ListFixture.isbn13(4)),
        ]
        let path = try ListFixture.file(lines.joined(separator: "\n") + "\n", named: "goodreads_library_export.csv")
        let catalog = try CatalogDatabase.inMemory()
        let summary = try catalog.importList(atPath: path, at: ListFixture.now)
        #expect(summary.format == .goodreads && summary.finished)
        #expect(summary.rowsRead == 4 && summary.booksStored == 4 && summary.rowsSkipped == 0)
        let atlas = try #require(try ListFixture.book(1, in: catalog))
        #expect(atlas == ListedBook(isbn: try ISBN(parsing: ListFixture.isbn13(1)), title: "The Salt Road Atlas",
                                    authors: ["Mara Quill"], publisher: "Harbor Lane Press",
                                    published: PublicationDate(year: 2019), pages: 412, file: path, line: 2,
                                    importedAt: ListFixture.now))
        let lanterns = try #require(try ListFixture.book(2, in: catalog))
        #expect(lanterns.authors == ["Tomas Reed", "Ana Lima", "Bo Sterling"])
        #expect(lanterns.line == 4, "the review's newline puts the second book on line 4")
        #expect(lanterns.publisher == nil && lanterns.pages == nil && lanterns.published == nil)
        #expect(try ListFixture.book(3, in: catalog)?.title == "Letters Home (1920-1930)")
        #expect(try ListFixture.book(4, in: catalog)?.title == "A Small Interval")
    }

    @Test("a row without an ISBN, or with a wrong check digit, is skipped and reported with its line and cell")
    func badRows() throws {
        let wrong = String(ListFixture.isbn13(6).dropLast()) + (ListFixture.isbn13(6).hasSuffix("0") ? "1" : "0")
        let lines = [
            Self.header,
            Self.row(id: 5, title: "Kindle Only", author: "Ann Byte", isbn: "", isbn13: ""),
            Self.row(id: 6, title: "Misprinted", author: "Cal Typo", isbn: "", isbn13: wrong),
            Self.row(id: 7, title: "", author: "No Title", isbn: ListFixture.isbn10(7), isbn13: ListFixture.isbn13(7)),
            Self.row(id: 8, title: "Fine", author: "Dee Well", isbn: ListFixture.isbn10(8), isbn13: ListFixture.isbn13(8)),
        ]
        let catalog = try CatalogDatabase.inMemory()
        let summary = try catalog.importList(atPath: try ListFixture.file(lines.joined(separator: "\n")), at: ListFixture.now)
        #expect(summary.rowsRead == 4 && summary.booksStored == 1 && summary.rowsSkipped == 3)
        #expect(summary.problems.map(\.line) == [2, 3, 4])
        #expect(summary.problems[0] == .missingISBN(line: 2))
        guard case let .invalidISBN(_, text, reason) = summary.problems[1] else {
            Issue.record("expected an invalid ISBN, got \(summary.problems[1])")
            return
        }
        #expect(text == "=\"\(wrong)\"" && reason.hasPrefix("check digit should be"))
        #expect(summary.problems[2] == .missingTitle(line: 4, isbn: ListFixture.isbn13(7)))
        #expect(summary.problems[2].description == "line 4: \(ListFixture.isbn13(7)) has no title")
        #expect(try ListFixture.book(8, in: catalog)?.title == "Fine")
    }

    @Test("an invalid ISBN-13 beside a valid ISBN-10 takes the ISBN-10")
    func fallsBackToISBN10() throws {
        let lines = [Self.header, Self.row(id: 9, title: "Second Chance", author: "Eve Back", isbn: ListFixture.isbn10(9),
                                           isbn13: "9780000000000")]
        let catalog = try CatalogDatabase.inMemory()
        let summary = try catalog.importList(atPath: try ListFixture.file(lines.joined(separator: "\n")), at: ListFixture.now)
        #expect(summary.booksStored == 1 && summary.problems.isEmpty)
        #expect(try ListFixture.book(9, in: catalog)?.title == "Second Chance")
    }

    @Test("formula cells written without CSV quotes read the same")
    func unquotedFormulas() throws {
        let values = ["Book Id": "10", "Title": "Bare Cells", "Author": "Fay Plain", "ISBN": "=\"\"",
                      "ISBN13": "=\"\(ListFixture.isbn13(10))\""]
        let header = Self.header.components(separatedBy: ",")
        let text = Self.header + "\n" + ListFixture.row(values, header: header, separator: ",")
        let catalog = try CatalogDatabase.inMemory()
        let summary = try catalog.importList(atPath: try ListFixture.file(text), at: ListFixture.now)
        #expect(summary.booksStored == 1)
        #expect(try ListFixture.book(10, in: catalog)?.authors == ["Fay Plain"])
    }
}
