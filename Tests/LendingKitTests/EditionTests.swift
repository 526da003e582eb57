import Foundation
import ISBNKit
import Testing
@testable import LendingKit

@Suite("Edition details from catalogue lookups, and lookups still owed")
struct EditionTests {
    private static let ace = BookEdition(subtitle: "Deluxe Edition", publisher: "Ace", published: "1990-09", pages: 535,
                                         language: "eng", sources: ["local catalogue"])

    @Test("a book is added with its edition details in the same transaction, and they read back")
    func addedWithDetails() throws {
        let library = try Library()
        let draft = try BookDraft(isbn: Library.isbn(1), title: "Dune", authors: ["Frank Herbert"])
        let added = try library.db.addBook(draft, photos: [], edition: Self.ace, by: library.alice)
        #expect(try library.db.edition(ofBook: added.book.id) == Self.ace)
        #expect(try library.db.edition(ofBook: library.addBook(by: library.alice).id) == nil)
        #expect(throws: LendingError.bookNotFound(99)) { try library.db.edition(ofBook: 99) }
    }

    @Test("a refused detail adds no book", arguments: [
        (BookEdition(pages: 0), LendingError.invalidPageCount(0)),
        (BookEdition(publisher: "Ace\u{1B}[2J"), LendingError.controlCharacter(field: "publisher", scalar: 0x1B, position: 4)),
    ])
    func refused(edition: BookEdition, error: LendingError) throws {
        let library = try Library()
        let draft = try BookDraft(isbn: Library.isbn(1), title: "Dune", authors: ["Frank Herbert"])
        #expect(throws: error) { try library.db.addBook(draft, photos: [], edition: edition, by: library.alice) }
        #expect(try library.db.myBooks(library.alice).isEmpty)
    }

    @Test("a pending lookup is listed for its owner until completed; completion fills only gaps")
    func completion() throws {
        let library = try Library()
        let draft = try BookDraft(isbn: Library.isbn(1), title: "Dune", authors: ["Frank Herbert"],
                                  subjects: ["Mine"])
        let pending = BookEdition(pages: 600, lookupPending: true)
        let book = try library.db.addBook(draft, photos: [], edition: pending, by: library.alice).book
        #expect(try library.db.booksAwaitingLookup(of: library.alice).map(\.id) == [book.id])
        #expect(try library.db.booksAwaitingLookup(of: library.bob).isEmpty)
        #expect(throws: LendingError.self) {
            try library.db.completeLookup(ofBook: book.id, with: BookDetailsFill(edition: Self.ace), by: library.bob)
        }
        let fill = BookDetailsFill(description: "Spice.", subjects: ["Science fiction"], edition: Self.ace)
        let completed = try library.db.completeLookup(ofBook: book.id, with: fill, by: library.alice)
        #expect(completed.title == "Dune" && completed.description == "Spice." && completed.subjects == ["Mine"])
        let edition = try #require(try library.db.edition(ofBook: book.id))
        #expect(edition.pages == 600 && edition.publisher == "Ace" && !edition.lookupPending)
        #expect(try library.db.booksAwaitingLookup(of: library.alice).isEmpty)
    }
}
