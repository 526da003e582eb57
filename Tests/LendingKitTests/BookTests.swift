import Foundation
import ISBNKit
import Testing
@testable import LendingKit

@Suite("Books")
struct BookTests {
    @Test("a new book is available, with its ISBN stored as 13 digits")
    func addBook() throws {
        let library = try Library()
        let isbn = try ISBN(parsing: "0-306-40615-2")
        let book = try library.addBook("Measurement", by: library.alice, isbn: isbn, authors: [" Ann ", "Bo"],
                                       description: "  ")
        #expect(book.status == .available)
        #expect(book.ownerID == library.alice.id)
        #expect(book.authors == ["Ann", "Bo"])
        #expect(book.description == nil)
        #expect(try library.db.book(book.id) == book)
        let stored = try library.db.dbWriter.read { db in try String.fetchOne(db, sql: "SELECT isbn FROM book") }
        #expect(stored == "9780306406157")
        #expect(try library.db.events(ofBook: book.id).map(\.action) == [.bookAdded])
    }

    @Test("title and authors are required; errors name the field")
    func requiredFields() {
        let isbn = Library.isbn(1)
        #expect(throws: LendingError.emptyField("title")) { try BookDraft(isbn: isbn, title: " ", authors: ["A"]) }
        #expect(throws: LendingError.emptyField("authors")) { try BookDraft(isbn: isbn, title: "T", authors: []) }
        #expect(throws: LendingError.emptyField("authors")) { try BookDraft(isbn: isbn, title: "T", authors: ["A", ""]) }
    }

    @Test("an owner may own several copies of one ISBN")
    func copies() throws {
        let library = try Library()
        let first = try library.addBook(by: library.alice)
        let second = try library.addBook(by: library.alice)
        #expect(first.id != second.id)
        #expect(try library.db.myBooks(library.alice).count == 2)
    }

    @Test("the owner edits fields; title and authors cannot be emptied")
    func edit() throws {
        let library = try Library()
        let book = try library.addBook(by: library.alice)
        let edited = try library.db.editBook(book.id, changes: BookChanges(title: " Dune Messiah ", description: "Used"),
                                             by: library.alice)
        #expect(edited.title == "Dune Messiah")
        #expect(edited.description == "Used")
        #expect(edited.authors == ["Frank Herbert"])
        for (changes, field) in [(BookChanges(title: ""), "title"), (BookChanges(authors: []), "authors"),
                                 (BookChanges(authors: [" "]), "authors")] {
            let before = try DatabaseSnapshot(library.db)
            let error = expectError(.invalidInput) { try library.db.editBook(book.id, changes: changes, by: library.alice) }
            #expect(error == .emptyField(field))
            #expect(try DatabaseSnapshot(library.db) == before)
        }
        #expect(try library.db.events(ofBook: book.id).map(\.action) == [.bookAdded, .bookEdited])
    }

    @Test("an empty description removes it, as an empty one adds none")
    func emptyDescription() throws {
        let library = try Library()
        let book = try library.addBook(by: library.alice, description: "Signed")
        #expect(try library.db.editBook(book.id, changes: BookChanges(description: " "), by: library.alice).description == nil)
        #expect(try library.db.editBook(book.id, changes: BookChanges(description: ""), by: library.alice).description == nil)
    }

    @Test("only the owner edits or deletes; others are not allowed and nothing changes")
    func ownerOnly() throws {
        let library = try Library()
        let book = try library.addBook(by: library.alice)
        let before = try DatabaseSnapshot(library.db)
        expectError(.notAllowed) { try library.db.editBook(book.id, changes: BookChanges(title: "X"), by: library.bob) }
        expectError(.notAllowed) { try library.db.deleteBook(book.id, by: library.bob) }
        #expect(try DatabaseSnapshot(library.db) == before)
    }

    @Test("delete works only while available, and keeps the book, removed, with its event log")
    func delete() throws {
        let library = try Library()
        let book = try library.addBook(by: library.alice)
        try library.db.requestBook(book.id, by: library.bob)
        let error = expectError(.conflict) { try library.db.deleteBook(book.id, by: library.alice) }
        #expect(error == .bookNotAvailable(bookID: book.id, status: .requested, action: "delete book \(book.id)"))
        let other = try library.addBook("Emma", by: library.alice)
        try library.db.deleteBook(other.id, by: library.alice)
        let removed = try library.db.book(other.id)
        #expect(removed.status == .removed && removed.removedAt != nil && removed.title == "Emma")
        #expect(try library.db.events(ofBook: other.id).map(\.action) == [.bookAdded, .bookDeleted])
        #expect(try library.db.myBooks(library.alice).map(\.book.id) == [book.id])
        #expect(try library.db.myBooks(library.alice, status: .removed).map(\.book.id) == [other.id])
        #expect(try library.db.search("emma").isEmpty)
        let before = try DatabaseSnapshot(library.db)
        #expect(throws: LendingError.bookNotAvailable(bookID: other.id, status: .removed, action: "delete book \(other.id)")) {
            try library.db.deleteBook(other.id, by: library.alice)
        }
        expectError(.conflict) { try library.db.editBook(other.id, changes: BookChanges(title: "E"), by: library.alice) }
        expectError(.conflict) { try library.db.requestBook(other.id, by: library.bob) }
        #expect(try DatabaseSnapshot(library.db) == before)
    }

    @Test("the gift flag cannot change once a request is accepted; the subjects can")
    func giftFlagLocked() throws {
        let library = try Library()
        let book = try library.addBook(by: library.alice)
        let request = try library.db.requestBook(book.id, by: library.bob)
        try library.db.accept(request: request.id, pickup: Library.spot, by: library.alice)
        expectError(.conflict) { try library.db.editBook(book.id, changes: BookChanges(isGift: true), by: library.alice) }
        #expect(try library.db.editBook(book.id, changes: BookChanges(subjects: ["Classics"]), by: library.alice).subjects
                == ["Classics"])
    }

    @Test("a gift may be any item, without author or ISBN; a book lent needs an author")
    func giftItems() throws {
        let library = try Library()
        let lamp = try library.db.addBook(BookDraft(isbn: nil, title: "Desk lamp", authors: [], isGift: true),
                                          by: library.alice)
        #expect(lamp.authors.isEmpty && lamp.isGift && lamp.label != nil)
        expectError(.invalidInput) {
            try library.db.addBook(BookDraft(isbn: nil, title: "Lent lamp", authors: []), by: library.alice)
        }
        expectError(.invalidInput) {
            try library.db.editBook(lamp.id, changes: BookChanges(isGift: false), by: library.alice)
        }
        expectError(.invalidInput) {
            try library.db.addBook(BookDraft(isbn: nil, title: "Blank", authors: [" "], isGift: true), by: library.alice)
        }
        let request = try library.db.requestBook(lamp.id, by: library.bob)
        #expect(request.status == .pending)
    }

    @Test("my books are ordered available, requested, accepted, borrowed, with the borrower")
    func myBooks() throws {
        let library = try Library()
        let (alice, bob, carol) = (library.alice, library.bob, library.carol)
        let borrowed = try library.addBook("A borrowed", by: alice, isbn: Library.isbn(2))
        let accepted = try library.addBook("B accepted", by: alice, isbn: Library.isbn(3))
        let requested = try library.addBook("C requested", by: alice, isbn: Library.isbn(4))
        let available = try library.addBook("D available", by: alice, isbn: Library.isbn(5))
        try library.lend(borrowed, from: alice, to: bob)
        let request = try library.db.requestBook(accepted.id, by: carol)
        try library.db.accept(request: request.id, pickup: Library.spot, by: alice)
        try library.db.requestBook(requested.id, by: bob)
        try library.db.requestBook(requested.id, by: carol)
        let list = try library.db.myBooks(alice)
        #expect(list.map(\.book.id) == [available.id, requested.id, accepted.id, borrowed.id])
        #expect(list.map(\.book.status) == [.available, .requested, .accepted, .borrowed])
        #expect(list.map(\.borrower) == [nil, nil, "carol", "bob"])
        #expect(list.map(\.pendingRequests) == [0, 2, 0, 0])
        #expect(try library.db.myBooks(alice, status: .borrowed).map(\.book.id) == [borrowed.id])
        #expect(try library.db.myBooks(bob).isEmpty)
    }

    @Test("a batch import adds every book in one transaction, all or none, each id naming its own book")
    func importBooks() throws {
        let library = try Library()
        let count = AppDatabase.importRowsPerStatement * 2 + 7
        let drafts = try (0..<count).map { number in
            try BookDraft(isbn: Library.isbn(number), title: "Title \(number)", authors: ["Author \(number % 7)"])
        }
        let ids = try library.db.importBooks(drafts.map { BookImport(owner: $0.title.hasSuffix("0") ? library.bob : library.alice, draft: $0) })
        #expect(ids.count == count)
        #expect(Set(ids).count == count)
        #expect(try library.db.myBooks(library.bob, page: PageRequest(limit: 1)).total == count / 10 + 1)
        for (number, id) in ids.enumerated() {
            let book = try library.db.book(id)
            #expect(book.title == "Title \(number)" && book.isbn == drafts[number].isbn)
        }
        #expect(try library.db.search("title 123").map(\.book.id) == [ids[123]])
        for index in [0, AppDatabase.importRowsPerStatement - 1, AppDatabase.importRowsPerStatement, count - 1] {
            #expect(try library.db.events(ofBook: ids[index]).map(\.action) == [.bookAdded])
        }
        #expect(try ConsistencyChecker.problems(in: library.db).isEmpty)
    }

    @Test("an import with an unknown owner adds nothing")
    func importAllOrNone() throws {
        let library = try Library()
        let ghost = User(id: 999, username: "ghost", displayName: "Ghost", email: nil, phone: nil, libraryCard: nil,
                         createdAt: Date())
        let drafts = try (0..<3).map { try BookDraft(isbn: Library.isbn($0), title: "T\($0)", authors: ["A"]) }
        let before = try DatabaseSnapshot(library.db)
        expectError(.storage) {
            try library.db.importBooks([BookImport(owner: library.alice, draft: drafts[0]),
                                        BookImport(owner: ghost, draft: drafts[1])])
        }
        #expect(try DatabaseSnapshot(library.db) == before)
    }
}
