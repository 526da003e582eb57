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
        #expect(try library.db.search("herbert", page: PageRequest(limit: 1)).map(\.book.id) == [books[3].id])
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
        // The accepted book is found only by the two people of its swap (see PrivacyTests).
        for viewer in [library.alice, library.bob] {
            #expect(Set(try library.db.search("herbert", scope: .unavailable, as: viewer).map(\.book.id))
                == Set([books[0].id, books[1].id]))
        }
        #expect(try library.db.search("herbert", scope: .unavailable).map(\.book.id) == [books[0].id])
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

    @Test("every page of a long list, read from either end, is the newest-first list cut in pages, with its total")
    func paging() throws {
        let library = try Library()
        var ids: [Int64] = []
        for index in 0..<23 {
            ids.append(try library.addBook("Garden \(index)", by: index % 2 == 0 ? library.alice : library.bob,
                                           isbn: Library.isbn(100 + index)).id)
        }
        let lent = try library.db.book(ids[4])
        try library.lend(lent, from: library.alice, to: library.carol)
        let newest = ids.filter { $0 != lent.id }.reversed().map { $0 }
        for limit in [1, 5, 7, 22, 50] {
            var seen: [Int64] = []
            var offset = 0
            while true {
                let page = try library.db.search("garden", page: PageRequest(limit: limit, offset: offset))
                #expect(page.total == 22 && page.offset == offset)
                seen += page.map(\.book.id)
                guard let next = page.nextOffset else { break }
                offset = next
            }
            #expect(seen == newest, "limit \(limit)")
        }
        let past = try library.db.search("garden", page: PageRequest(limit: 5, offset: 30))
        #expect(past.isEmpty && past.total == 22 && past.nextOffset == nil)
        #expect(try library.db.search("garden", scope: .unavailable).map(\.book.id) == [lent.id])
    }

    @Test("results sort by title, first author or status, each a page at a time")
    func sorting() throws {
        let library = try Library()
        let zeta = try library.addBook("zeta garden", by: library.alice, isbn: Library.isbn(1), authors: ["Ann Zed"])
        let alpha = try library.addBook("Alpha garden", by: library.alice, isbn: Library.isbn(2), authors: ["Cy Ant"])
        let mid = try library.addBook("Mid garden", by: library.bob, isbn: Library.isbn(3), authors: ["Bo Bee", "Al Aa"])
        try library.db.requestBook(alpha.id, by: library.bob)
        #expect(try library.db.search("garden", order: .title).map(\.book.id) == [alpha.id, mid.id, zeta.id])
        #expect(try library.db.search("garden", order: .author).map(\.book.id) == [zeta.id, mid.id, alpha.id])
        #expect(try library.db.search("garden", order: .status).map(\.book.id) == [mid.id, zeta.id, alpha.id])
        let second = try library.db.search("garden", order: .title, page: PageRequest(limit: 1, offset: 1))
        #expect(second.map(\.book.id) == [mid.id] && second.total == 3)
    }

    @Test("words naming statuses and scopes find no book by its status", arguments: ["requestable", "available", "unavailable", "scope"])
    func statusWordsAreNotContent(word: String) throws {
        let (library, _) = try stocked()
        #expect(try library.db.search(word).isEmpty)
    }
}
