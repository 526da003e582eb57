import Foundation
import ShelfScan
import Testing

@Suite("A new book's fields from what its owner typed and what the catalogue found")
struct NewBookDetailsTests {
    private static let dune = ISBN("9780441172719")!
    private static let now = Date(timeIntervalSince1970: 1_790_000_000)

    private static var found: BookMetadata {
        let local = Provenance(source: .localCatalog, at: now)
        let online = Provenance(source: .openLibrary, at: now)
        var metadata = BookMetadata(isbn: dune)
        metadata.title = Sourced("Dune", from: local)
        metadata.subtitle = Sourced("Deluxe Edition", from: local)
        metadata.authors = Sourced(["Frank Herbert"], from: local)
        metadata.publisher = Sourced("Ace", from: local)
        metadata.published = Sourced(PublicationDate(year: 1990, month: 9)!, from: local)
        metadata.pages = Sourced(535, from: online)
        metadata.summary = Sourced("Spice\r\nand \u{1B}[31msand.", from: online)
        metadata.subjects = Sourced(["Science fiction", "Arrakis"], from: local)
        return metadata
    }

    @Test("what the owner left empty comes from the catalogue, cleaned, with the edition and its sources")
    func filled() throws {
        let details = try NewBookDetails(isbn: Self.dune, typed: TypedBookDetails(), found: Self.found, lookupOwed: false)
        #expect(details.draft.title == "Dune" && details.draft.authors == ["Frank Herbert"])
        #expect(details.draft.description == "Spice \nand  [31msand.")
        #expect(details.draft.subjects == ["Science fiction", "Arrakis"])
        #expect(details.edition == BookEdition(subtitle: "Deluxe Edition", publisher: "Ace", published: "1990-09",
                                               pages: 535, sources: ["local catalogue", "Open Library"]))
    }

    @Test("what the owner typed is kept; a title with or without its subtitle matches")
    func typedKept() throws {
        let typed = TypedBookDetails(title: "dune: deluxe edition", authors: ["F. Herbert"], subjects: ["Mine"])
        let details = try NewBookDetails(isbn: Self.dune, typed: typed, found: Self.found, lookupOwed: false)
        #expect(details.draft.title == "dune: deluxe edition" && details.draft.authors == ["F. Herbert"])
        #expect(details.draft.subjects == ["Mine"] && details.draft.description != nil)
    }

    @Test("a typed title that is another book's stops the add, naming both, unless forced")
    func mismatch() throws {
        let typed = TypedBookDetails(title: "Dune Messiah")
        #expect(throws: DeskError.titleMismatch(isbn: Self.dune, typed: "Dune Messiah", catalog: "Dune: Deluxe Edition",
                                                source: "the local catalogue")) {
            try NewBookDetails(isbn: Self.dune, typed: typed, found: Self.found, lookupOwed: false)
        }
        let forced = try NewBookDetails(isbn: Self.dune, typed: typed, found: Self.found, lookupOwed: false, force: true)
        #expect(forced.draft.title == "Dune Messiah")
    }

    @Test("nothing typed and nothing found is an error saying why; offline typed details owe a lookup")
    func unknown() throws {
        #expect(throws: DeskError.detailsUnknown(isbn: Self.dune, field: "title", lookupOwed: true)) {
            try NewBookDetails(isbn: Self.dune, typed: TypedBookDetails(), found: nil, lookupOwed: true)
        }
        #expect(throws: DeskError.detailsUnknown(isbn: Self.dune, field: "author", lookupOwed: false)) {
            try NewBookDetails(isbn: Self.dune, typed: TypedBookDetails(title: "Dune"), found: nil, lookupOwed: false)
        }
        let offline = try NewBookDetails(isbn: Self.dune, typed: TypedBookDetails(title: "Dune", authors: ["Herbert"]),
                                         found: nil, lookupOwed: true)
        #expect(offline.edition == BookEdition(lookupPending: true))
        let plain = try NewBookDetails(isbn: Self.dune, typed: TypedBookDetails(title: "Dune", authors: ["Herbert"]),
                                       found: nil, lookupOwed: false)
        #expect(plain.edition == nil)
    }
}
