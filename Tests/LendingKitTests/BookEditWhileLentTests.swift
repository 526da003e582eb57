import Foundation
import Testing
@testable import LendingKit

/// A book's title, authors and description change only while it is available; its subjects, a
/// wrong ISBN and its photos change at any time.
@Suite struct BookEditWhileLentTests {
    @Test func theDetailsABorrowerWasShownAreRefusedWhileTheBookIsOutNamingTheBookAndItsStatus() throws {
        let library = try Library()
        let book = try library.addBook("Dune", by: library.alice, description: "Paperback")
        try library.lend(book, from: library.alice, to: library.bob)
        let before = try DatabaseSnapshot(library.db)
        let title = expectError(.conflict) {
            try library.db.editBook(book.id, changes: BookChanges(title: "Dune Messiah"), by: library.alice)
        }
        #expect(title == .bookDetailsLocked(bookID: book.id, title: "Dune", status: .borrowed, fields: ["title"]))
        #expect(title?.description == "cannot change the title of \"Dune\" (book \(book.id)): it is borrowed;"
                + " its title, authors and description change only while it is available")
        let all = expectError(.conflict) {
            try library.db.editBook(book.id, changes: BookChanges(title: "Emma", authors: ["Jane Austen"], description: "New"),
                                    by: library.alice)
        }
        #expect(all == .bookDetailsLocked(bookID: book.id, title: "Dune", status: .borrowed,
                                          fields: ["title", "authors", "description"]))
        #expect(all?.description.hasPrefix("cannot change the title, authors and description of \"Dune\"") == true)
        #expect(try DatabaseSnapshot(library.db) == before)

        // The same values, a subject or a corrected ISBN change nothing a borrower relied on.
        let edited = try library.db.editBook(book.id, changes: BookChanges(title: "Dune", subjects: ["Science fiction"],
                                                                            isbn: .set(Library.isbn(2))), by: library.alice)
        #expect(edited.subjects == ["Science fiction"] && edited.isbn == Library.isbn(2))
    }

    @Test func aRequestedBookKeepsItsDetailsAndAnAvailableOneChangesThem() throws {
        let library = try Library()
        let book = try library.addBook("Dune", by: library.alice)
        let request = try library.db.requestBook(book.id, by: library.bob)
        let error = expectError(.conflict) {
            try library.db.editBook(book.id, changes: BookChanges(authors: ["F. Herbert"]), by: library.alice)
        }
        #expect(error == .bookDetailsLocked(bookID: book.id, title: "Dune", status: .requested, fields: ["authors"]))
        try library.db.decline(request: request.id, by: library.alice)
        #expect(try library.db.editBook(book.id, changes: BookChanges(authors: ["F. Herbert"]), by: library.alice).authors
                == ["F. Herbert"])
    }

    @Test func photosAreAddedWhileTheBookIsLent() throws {
        let photos = try PhotoLibrary()
        defer { photos.remove() }
        let library = photos.library
        let book = try library.addBook("Dune", by: library.alice)
        try library.lend(book, from: library.alice, to: library.bob)
        let added = try photos.db.attachPhotos([photos.upload(try PhotoFixtures.jpeg(), "cover.jpg")], toBook: book.id,
                                               by: library.alice)
        #expect(try added.count == 1 && (try photos.db.photos(ofBook: book.id)).count == 1)
    }
}
