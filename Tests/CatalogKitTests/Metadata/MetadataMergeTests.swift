import CatalogKit
import Foundation
import ISBNKit
import Testing

@Suite("Merging metadata from several sources")
struct MetadataMergeTests {
    private static let dune = ISBN("9780441172719")!
    private static let earlier = Date(timeIntervalSince1970: 1_700_000_000)
    private static let later = Date(timeIntervalSince1970: 1_800_000_000)

    private static func record(_ source: MetadataSource, at date: Date = earlier,
                               _ fill: (inout BookMetadata, Provenance) -> Void) -> BookMetadata {
        var metadata = BookMetadata(isbn: dune)
        fill(&metadata, Provenance(source: source, at: date))
        return metadata
    }

    @Test("a single value comes from the first source in priority that has a non-empty one")
    func priority() throws {
        let google = Self.record(.googleBooks) { $0.title = Sourced("DUNE", from: $1); $0.pages = Sourced(412, from: $1) }
        let library = Self.record(.openLibrary) { $0.title = Sourced("Dune", from: $1); $0.publisher = Sourced(" ", from: $1) }
        let merged = try MetadataMerge().merge([google, library], for: Self.dune)
        #expect(merged.title?.value == "Dune")
        #expect(merged.title?.provenance.map(\.source) == [.openLibrary])
        #expect(merged.pages?.value == 412)
        #expect(merged.publisher == nil)
        let reversed = try MetadataMerge(priority: [.googleBooks, .openLibrary]).merge([library, google], for: Self.dune)
        #expect(reversed.title?.value == "DUNE")
    }

    @Test("what the owner typed is kept, the latest of their edits when there are several")
    func userWins() throws {
        let library = Self.record(.openLibrary) { $0.title = Sourced("Dune", from: $1); $0.authors = Sourced(["Frank Herbert"], from: $1) }
        let typed = Self.record(.user) { $0.title = Sourced("Dune (signed)", from: $1) }
        let retyped = Self.record(.user, at: Self.later) { $0.title = Sourced("Dune, signed copy", from: $1) }
        let merged = try MetadataMerge().merge([library, retyped, typed], for: Self.dune)
        #expect(merged.title?.value == "Dune, signed copy")
        #expect(merged.title?.isUsers == true)
        #expect(merged.authors?.value == ["Frank Herbert"])
    }

    @Test("the most precise date wins, whatever the priority")
    func dates() throws {
        let library = Self.record(.openLibrary) { $0.published = Sourced(PublicationDate(year: 1990)!, from: $1) }
        let google = Self.record(.googleBooks) { $0.published = Sourced(PublicationDate(year: 1990, month: 9, day: 1)!, from: $1) }
        #expect(try MetadataMerge().merge([library, google], for: Self.dune).published?.value.description == "1990-09-01")
    }

    @Test("author and subject lists are unioned in priority order, a name written another way kept once")
    func lists() throws {
        let library = Self.record(.openLibrary) { $0.authors = Sourced(["Herbert, Frank"], from: $1); $0.subjects = Sourced(["Science fiction"], from: $1) }
        let google = Self.record(.googleBooks) {
            $0.authors = Sourced(["frank HERBERT", "Brian Herbert"], from: $1)
            $0.subjects = Sourced(["Fiction", "science fiction"], from: $1)
        }
        let merged = try MetadataMerge().merge([google, library], for: Self.dune)
        #expect(merged.authors?.value == ["Herbert, Frank", "Brian Herbert"])
        #expect(merged.authors?.provenance.map(\.source) == [.openLibrary, .googleBooks])
        #expect(merged.subjects?.value == ["Science fiction", "Fiction"])
    }

    @Test("a record of another ISBN is refused, naming both")
    func otherEdition() {
        var other = BookMetadata(isbn: ISBN("9780441013593")!)
        other.title = Sourced("Dune", from: Provenance(source: .openLibrary, at: Self.earlier))
        #expect(throws: CatalogError.otherEdition(scanned: Self.dune, found: ["9780441013593"], source: "merge")) {
            try MetadataMerge().merge([other], for: Self.dune)
        }
    }
}

@Suite("The exact-edition guarantee")
struct EditionCheckTests {
    private static let dune = ISBN("9780441172719")!

    @Test("a record listing the scanned ISBN, as ISBN-10 or ISBN-13, is accepted")
    func accepted() throws {
        try EditionCheck.verify(["0-441-17271-7"], scanned: Self.dune, source: "Open Library")
        try EditionCheck.verify(["junk", "978-0-441-17271-9"], scanned: Self.dune, source: "Open Library")
    }

    @Test("a record of another edition, or listing no ISBN, is refused and says so")
    func refused() {
        #expect(throws: CatalogError.self) { try EditionCheck.verify(["9780441013593"], scanned: Self.dune, source: "Google Books") }
        do {
            try EditionCheck.verify([], scanned: Self.dune, source: "Google Books")
        } catch {
            #expect(error.description == "Google Books: the record found for 9780441172719 is of another edition (it lists no ISBN)")
        }
    }
}

@Suite("Publication dates as sources write them")
struct PublicationDateTests {
    @Test("common forms are read to the precision they give", arguments: [
        ("1994", "1994"), ("March 1994", "1994-03"), ("Mar 12, 1994", "1994-03-12"), ("12 March 1994", "1994-03-12"),
        ("1994-03", "1994-03"), ("1994-03-12", "1994-03-12"), ("c1994", "1994"), ("[1994?]", "1994"),
        ("1994-03-12T00:00:00Z", "1994-03-12"),
    ])
    func parsing(text: String, expected: String) {
        #expect(PublicationDate(parsing: text)?.description == expected)
    }

    @Test("text without a year, and impossible dates, give none")
    func none() {
        #expect(PublicationDate(parsing: "spring") == nil)
        #expect(PublicationDate(parsing: "") == nil)
        #expect(PublicationDate(year: 1994, month: 13) == nil)
        #expect(PublicationDate(year: 1994, day: 3) == nil)
    }
}
