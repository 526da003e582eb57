import ISBNKit
import Testing
@testable import LendingKit

@Suite("Search")
struct SearchTests {
    private func stocked() throws -> (Library, [Book]) {
        let library = try Library()
        let books = [
            try library.addBook("Dune", by: library.alice, isbn: Library.isbn(1), authors: ["Frank Herbert"],
                                description: "Desert planet, spice and sandworms"),
            try library.addBook("Dune Messiah", by: library.bob, isbn: Library.isbn(2), authors: ["Frank Herbert"]),
            try library.addBook("Les Misérables", by: library.carol, isbn: Library.isbn(3), authors: ["Victor Hugo"]),
            try library.addBook("Children of Dune", by: library.carol, isbn: Library.isbn(4), authors: ["Frank Herbert"]),
        ]
        return (library, books)
    }

    @Test("every keyword must match, in title, authors, description or ISBN")
    func allKeywords() throws {
        let (library, books) = try stocked()
        #expect(Set(try library.db.search("dune").map(\.book.id)) == Set([books[0].id, books[1].id, books[3].id]))
        #expect(try library.db.search("herbert messiah").map(\.book.id) == [books[1].id])
        #expect(try library.db.search("herbert").map(\.book.id) == [books[3].id, books[1].id, books[0].id])
        #expect(try library.db.search("herbert", limit: 1).map(\.book.id) == [books[3].id])
        #expect(try library.db.search("SANDWORMS").map(\.book.id) == [books[0].id])
        #expect(try library.db.search("dune hugo").isEmpty)
        #expect(try library.db.search(books[2].scanCode.digits).map(\.book.id) == [books[2].id])
    }

    @Test("accents are ignored and ISBN-10 or hyphenated ISBNs match")
    func normalisation() throws {
        let (library, books) = try stocked()
        #expect(try library.db.search("miserables").map(\.book.id) == [books[2].id])
        let book = try library.addBook("Measurement", by: library.dave, isbn: ISBN(parsing: "0306406152"))
        #expect(try library.db.search("0-306-40615-2").map(\.book.id) == [book.id])
        #expect(try library.db.search("978-0-306-40615-7").map(\.book.id) == [book.id])
    }

    @Test("results carry the description, owner and status")
    func resultFields() throws {
        let (library, books) = try stocked()
        try library.db.requestBook(books[0].id, by: library.dave)
        let hit = try #require(try library.db.search("spice").first)
        #expect(hit.owner == "alice")
        #expect(hit.book.status == .requested)
        #expect(hit.book.description == "Desert planet, spice and sandworms")
    }

    @Test("accepted and borrowed books are left out unless the unavailable ones are asked for")
    func scopes() throws {
        let (library, books) = try stocked()
        try library.lend(books[0], from: library.alice, to: library.bob)
        let request = try library.db.requestBook(books[1].id, by: library.alice)
        try library.db.accept(request: request.id, pickup: Library.spot, by: library.bob)
        #expect(try library.db.search("herbert").map(\.book.id) == [books[3].id])
        #expect(Set(try library.db.search("herbert", scope: .unavailable).map(\.book.id)) == Set([books[0].id, books[1].id]))
    }

    @Test("edits and deletions reach the index")
    func indexFollowsEdits() throws {
        let (library, books) = try stocked()
        try library.db.editBook(books[2].id, changes: BookChanges(title: "Notre-Dame de Paris"), by: library.carol)
        #expect(try library.db.search("miserables").isEmpty)
        #expect(try library.db.search("notre dame").map(\.book.id) == [books[2].id])
        try library.db.deleteBook(books[2].id, by: library.carol)
        #expect(try library.db.search("hugo").isEmpty)
    }

    @Test("a query without keywords is an error; FTS syntax in the query is just text",
          arguments: ["", "   ", "-- * \"", "()"])
    func emptyQuery(query: String) throws {
        let error = expectError(.invalidInput) { try Library().db.search(query) }
        #expect(error == .emptyQuery(query))
    }

    @Test("operators typed by users are keywords, not syntax")
    func noSyntax() throws {
        let (library, _) = try stocked()
        #expect(try library.db.search("dune OR hugo").isEmpty)
        #expect(try library.db.search("title:dune").isEmpty)
        #expect(try library.db.search("dun*").isEmpty)
    }
}
