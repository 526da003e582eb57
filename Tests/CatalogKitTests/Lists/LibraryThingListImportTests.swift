import CatalogKit
import Foundation
import ISBNKit
import Testing

@Suite("Importing LibraryThing exports")
struct LibraryThingListImportTests {
    private static let header = [
        "Book Id", "Title", "Sort Character", "Primary Author", "Primary Author Role", "Secondary Author",
        "Secondary Author Roles", "Publication", "Date", "Review", "Rating", "Comment", "Private Comment", "Summary",
        "Media", "Physical Description", "Weight", "Height", "Thickness", "Length", "Dimensions", "Page Count", "LCCN",
        "Acquired", "Date Started", "Date Read", "Barcode", "BCID", "Tags", "Collections", "Languages",
        "Original Languages", "LC Classification", "ISBN", "ISBNs", "Subjects", "Dewey Decimal", "Dewey Wording",
        "Other Call Number", "Copies", "Source", "Entry Date", "From Where", "OCLC", "Work id", "Lending Patron",
        "Lending Status", "Lending Start", "Lending End",
    ]

    private static let rows: [[String: String]] = [
        ["Book Id": "201", "Title": "The Glass Orchard", "Sort Character": "5", "Primary Author": "Vale, Orin",
         "Primary Author Role": "Author", "Publication": "Fernhill Books (2004), Edition: 2nd, Paperback, 318 pages",
         "Date": "2004", "Page Count": "318", "ISBN": "[\(ListFixture.isbn10(21))]",
         "ISBNs": "\(ListFixture.isbn10(21)), \(ListFixture.isbn13(21))", "Collections": "Your library"],
        ["Book Id": "202", "Title": "Night Ferries", "Primary Author": "Ashdown, Petra, Jr.",
         "Secondary Author": "Moreau, Lise|Tan, Wei|Holt, Sam", "Secondary Author Roles": "Translator|Author|",
         "Publication": "Quayside Press, 2011", "ISBN": "[]",
         "ISBNs": "\(ListFixture.isbn13(22)), \(ListFixture.isbn10(22))"],
        ["Book Id": "203", "Title": "Unnumbered Pamphlet", "Primary Author": "Society of Bellringers",
         "Publication": "(1958)", "ISBN": "[12345]"],
    ]

    private static func text(separator: String, quote: Bool) -> String {
        let cell = { (text: String) in quote ? "\"" + text.replacingOccurrences(of: "\"", with: "\"\"") + "\"" : text }
        let lines = [header.map(cell).joined(separator: separator)]
            + rows.map { values in header.map { cell(values[$0] ?? "") }.joined(separator: separator) }
        return lines.joined(separator: "\r\n") + "\r\n"
    }

    @Test("an export, tab or comma separated: names turned round, authors but not translators, the publisher before its year",
          arguments: [("\t", false), (",", true)])
    func books(separator: String, quote: Bool) throws {
        let path = try ListFixture.file(Self.text(separator: separator, quote: quote), named: "librarything.tsv")
        let catalog = try CatalogDatabase.inMemory()
        let summary = try catalog.importList(atPath: path, at: ListFixture.now)
        #expect(summary.format == .libraryThing)
        #expect(summary.rowsRead == 3 && summary.booksStored == 2 && summary.rowsSkipped == 1)
        let orchard = try #require(try ListFixture.book(21, in: catalog))
        #expect(orchard == ListedBook(isbn: try ISBN(parsing: ListFixture.isbn13(21)), title: "The Glass Orchard",
                                      authors: ["Orin Vale"], publisher: "Fernhill Books",
                                      published: PublicationDate(year: 2004), pages: 318, file: path, line: 2,
                                      importedAt: ListFixture.now))
        let ferries = try #require(try ListFixture.book(22, in: catalog), "the ISBNs cell stands in for an empty ISBN")
        #expect(ferries.authors == ["Petra Ashdown Jr.", "Wei Tan", "Sam Holt"])
        #expect(ferries.publisher == "Quayside Press" && ferries.published == nil)
        #expect(summary.problems == [.invalidISBN(line: 4, text: "[12345]", reason: "5 digits, expected 10 or 13")])
    }

    @Test("a year in the publication stands in for an empty date")
    func yearFromPublication() throws {
        var values = Self.rows[0]
        values["Date"] = ""
        values["Publication"] = "Fernhill Books (1999)"
        let text = Self.header.joined(separator: "\t") + "\n" + ListFixture.row(values, header: Self.header, separator: "\t")
        let catalog = try CatalogDatabase.inMemory()
        try catalog.importList(atPath: try ListFixture.file(text), at: ListFixture.now)
        #expect(try ListFixture.book(21, in: catalog)?.published == PublicationDate(year: 1999))
    }
}
