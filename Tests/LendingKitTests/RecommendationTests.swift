import GRDB
import ISBNKit
import Testing
@testable import LendingKit

@Suite("Recommendations")
struct RecommendationTests {
    @Test("books sharing an author or subject with a borrowed book, named as the suggested book spells them")
    func authorsAndSubjects() throws {
        let library = try Library()
        let dune = try library.addBook("Dune", by: library.alice, isbn: Library.isbn(1),
                                       subjects: ["Science fiction", "Ecology"])
        try library.lend(dune, from: library.alice, to: library.bob)
        let messiah = try library.addBook("Dune Messiah", by: library.carol, isbn: Library.isbn(2),
                                          authors: ["FRANK HERBERT"], subjects: ["science fiction"])
        let spring = try library.addBook("Silent Spring", by: library.carol, isbn: Library.isbn(3),
                                         authors: ["Rachel Carson"], subjects: ["Ecology", "Nature"])
        try library.addBook("Emma", by: library.carol, isbn: Library.isbn(4), authors: ["Jane Austen"], subjects: ["Romance"])
        let suggestions = try library.db.recommendations(for: library.bob)
        #expect(suggestions.map(\.book.id) == [messiah.id, spring.id])
        #expect(suggestions[0].reasons == [.sameAuthor("FRANK HERBERT"), .sameSubject("science fiction")])
        #expect(suggestions[1].reasons == [.sameSubject("Ecology")])
        #expect(suggestions[1].owner == "carol")
        #expect(suggestions[1].status == .available)
        #expect(suggestions[1].reasons.map(\.description) == ["same subject Ecology"])
    }

    @Test("books borrowed by people who borrowed the same ISBN come first, counted by people")
    func borrowedAlongside() throws {
        let library = try Library()
        let (erin, frank) = (try library.user("erin"), try library.user("frank"))
        let mine = try library.addBook("Dune", by: library.alice, isbn: Library.isbn(1), subjects: [])
        let carolsCopy = try library.addBook("Dune", by: library.dave, isbn: Library.isbn(1), subjects: [])
        let erinsCopy = try library.addBook("Dune (paperback)", by: frank, isbn: Library.isbn(1), subjects: [])
        let solaris = try library.addBook("Solaris", by: library.alice, isbn: Library.isbn(10), authors: ["Stanisław Lem"],
                                          subjects: [])
        let neuromancer = try library.addBook("Neuromancer", by: library.alice, isbn: Library.isbn(11),
                                              authors: ["William Gibson"], subjects: [])
        let herbert = try library.addBook("The Dosadi Experiment", by: frank, isbn: Library.isbn(12), subjects: [])
        try library.lend(mine, from: library.alice, to: library.bob)
        try library.lend(carolsCopy, from: library.dave, to: library.carol)
        try library.lend(erinsCopy, from: frank, to: erin)
        try library.lend(neuromancer, from: library.alice, to: library.carol)
        try library.giveBack(neuromancer, from: library.carol, to: library.alice)
        try library.lend(neuromancer, from: library.alice, to: erin)
        try library.giveBack(neuromancer, from: erin, to: library.alice)
        try library.lend(solaris, from: library.alice, to: erin)
        try library.giveBack(solaris, from: erin, to: library.alice)
        let suggestions = try library.db.recommendations(for: library.bob)
        #expect(suggestions.map(\.book.id) == [neuromancer.id, solaris.id, herbert.id])
        #expect(suggestions[0].reasons == [.borrowedAlongside(title: "Dune", people: 2)])
        #expect(suggestions[1].reasons == [.borrowedAlongside(title: "Dune", people: 1)])
        #expect(suggestions[2].reasons == [.sameAuthor("Frank Herbert")])
        #expect(suggestions[0].reasons[0].description == "borrowed by 2 people who also borrowed \"Dune\"")
        #expect(suggestions[1].reasons[0].description == "borrowed by 1 person who also borrowed \"Dune\"")
    }

    @Test("never one's own books, nor any copy of an ISBN one owns, borrowed, borrows or requested in any way")
    func exclusions() throws {
        let library = try Library()
        let (alice, bob, carol, dave) = (library.alice, library.bob, library.carol, library.dave)
        var isbn = 0
        func add(_ title: String, by owner: User, sameISBN: Bool = false) throws -> Book {
            if !sameISBN { isbn += 1 }
            return try library.addBook(title, by: owner, isbn: Library.isbn(isbn), subjects: ["Science fiction"])
        }
        let returned = try add("Borrowed before", by: alice)
        try library.lend(returned, from: alice, to: bob)
        try library.giveBack(returned, from: bob, to: alice)
        _ = try add("Another copy of the one borrowed before", by: carol, sameISBN: true)
        try library.lend(try add("Borrowed now", by: alice), from: alice, to: bob)
        _ = try add("Another copy of the one borrowed now", by: dave, sameISBN: true)
        try library.db.requestBook(try add("Requested", by: carol).id, by: bob)
        _ = try add("Another copy of the requested one", by: dave, sameISBN: true)
        let accepted = try library.db.requestBook(try add("Accepted for bob", by: carol).id, by: bob)
        try library.db.accept(request: accepted.id, pickup: Library.spot, by: carol)
        let cancelled = try library.db.requestBook(try add("Cancelled", by: carol).id, by: bob)
        try library.db.cancel(request: cancelled.id, by: bob)
        let declined = try library.db.requestBook(try add("Declined", by: dave).id, by: bob)
        try library.db.decline(request: declined.id, by: dave)
        _ = try add("Bob's own", by: bob)
        _ = try add("Another copy of bob's own", by: carol, sameISBN: true)
        let acceptedForOthers = try library.db.requestBook(try add("Accepted for carol", by: dave).id, by: carol)
        try library.db.accept(request: acceptedForOthers.id, pickup: Library.spot, by: dave)
        try library.lend(try add("Lent to dave", by: carol), from: carol, to: dave)
        let requestedByOthers = try add("Requested by carol", by: dave)
        try library.db.requestBook(requestedByOthers.id, by: carol)
        let available = try add("Available", by: dave)
        let suggestions = try library.db.recommendations(for: bob)
        #expect(suggestions.map(\.book.title) == ["Available", "Requested by carol"])
        #expect(suggestions.map(\.status) == [.available, .requested])
        #expect(suggestions.map(\.book.id) == [available.id, requestedByOthers.id])
    }

    @Test("one copy per ISBN: an available one first, then the newest")
    func oneCopyPerISBN() throws {
        let library = try Library()
        let erin = try library.user("erin")
        try library.lend(try library.addBook("Dune", by: library.alice, isbn: Library.isbn(1), subjects: []),
                         from: library.alice, to: library.bob)
        let older = try library.addBook("Children of Dune", by: library.carol, isbn: Library.isbn(2), subjects: [])
        let middle = try library.addBook("Children of Dune", by: library.dave, isbn: Library.isbn(2), subjects: [])
        let newest = try library.addBook("Children of Dune", by: erin, isbn: Library.isbn(2), subjects: [])
        try library.db.requestBook(newest.id, by: library.alice)
        #expect(try library.suggested(to: library.bob) == [middle.id])
        let request = try library.db.requestBook(middle.id, by: library.alice)
        try library.db.accept(request: request.id, pickup: Library.spot, by: library.dave)
        #expect(try library.suggested(to: library.bob) == [older.id])
        try library.db.requestBook(older.id, by: library.dave)
        #expect(try library.suggested(to: library.bob) == [newest.id])
    }

    @Test("more matching names rank higher; ties go to the newest; the limit is kept")
    func rankingAndLimit() throws {
        let library = try Library()
        try library.lend(try library.addBook("Dune", by: library.alice, isbn: Library.isbn(1),
                                             subjects: ["Science fiction", "Ecology"]),
                         from: library.alice, to: library.bob)
        let first = try library.addBook("A", by: library.carol, isbn: Library.isbn(2), authors: ["X"],
                                        subjects: ["Ecology"])
        let second = try library.addBook("B", by: library.carol, isbn: Library.isbn(3), authors: ["Y"],
                                         subjects: ["Ecology"])
        let both = try library.addBook("C", by: library.carol, isbn: Library.isbn(4), authors: ["Z"],
                                       subjects: ["Ecology", "Science fiction"])
        let third = try library.addBook("D", by: library.carol, isbn: Library.isbn(5), authors: ["W"],
                                        subjects: ["Science fiction"])
        #expect(try library.suggested(to: library.bob) == [both.id, third.id, second.id, first.id])
        #expect(try library.suggested(to: library.bob, limit: 2) == [both.id, third.id])
        #expect(try library.suggested(to: library.bob, limit: 0).isEmpty)
        #expect(try library.suggested(to: library.bob, limit: -1).isEmpty)
    }

    @Test("each author or subject brings in only its newest books")
    func newestPerName() throws {
        let library = try Library()
        try library.lend(try library.addBook("Dune", by: library.alice, isbn: Library.isbn(1), subjects: ["Ecology"]),
                         from: library.alice, to: library.bob)
        let count = AppDatabase.booksPerName + 5
        let drafts = try (0..<count).map { index in
            try BookDraft(isbn: Library.isbn(100 + index), title: "Field guide \(index)", authors: ["Someone"],
                          subjects: ["Ecology"])
        }
        let ids = try library.db.importBooks(drafts.map { BookImport(owner: library.carol, draft: $0) })
        #expect(try library.suggested(to: library.bob, limit: 1_000) == Array(ids.suffix(AppDatabase.booksPerName).reversed()))
    }

    @Test("nothing borrowed, nothing suggested, however much one requested or owns")
    func noHistory() throws {
        let library = try Library()
        let requested = try library.addBook("Dune", by: library.alice, isbn: Library.isbn(1), subjects: ["Science fiction"])
        try library.db.requestBook(requested.id, by: library.bob)
        try library.addBook("Dune Messiah", by: library.bob, isbn: Library.isbn(2), subjects: ["Science fiction"])
        try library.addBook("Children of Dune", by: library.carol, isbn: Library.isbn(3), subjects: ["Science fiction"])
        #expect(try library.suggested(to: library.bob).isEmpty)
    }

    @Test("edits and deletions reach the name lookups; names ignore ASCII letter case")
    func lookupsFollowEdits() throws {
        let library = try Library()
        try library.lend(try library.addBook("Dune", by: library.alice, isbn: Library.isbn(1), subjects: ["Ecology"]),
                         from: library.alice, to: library.bob)
        let book = try library.addBook("Other", by: library.carol, isbn: Library.isbn(2), authors: ["frank herbert"],
                                       subjects: [])
        #expect(try library.db.recommendations(for: library.bob).map(\.reasons) == [[.sameAuthor("frank herbert")]])
        try library.db.editBook(book.id, changes: BookChanges(authors: ["Someone Else"]), by: library.carol)
        #expect(try library.suggested(to: library.bob).isEmpty)
        try library.db.editBook(book.id, changes: BookChanges(subjects: ["ECOLOGY"]), by: library.carol)
        #expect(try library.db.recommendations(for: library.bob).map(\.reasons) == [[.sameSubject("ECOLOGY")]])
        try library.db.deleteBook(book.id, by: library.carol)
        #expect(try library.suggested(to: library.bob).isEmpty)
        let rows = try library.db.dbWriter.read { db in
            try Int.fetchOne(db, sql: "SELECT (SELECT COUNT(*) FROM bookAuthor) + (SELECT COUNT(*) FROM bookSubject)")
        }
        #expect(rows == 4, "a removed book keeps its names, as history")
    }

    @Test("a store made before subjects existed gets them, empty, and its authors become searchable by name")
    func migration() throws {
        let queue = try DatabaseQueue()
        try AppDatabase.migrator.migrate(queue, upTo: "v1: users, books, requests, loans, inbox, messages, events")
        try queue.write { db in
            try db.execute(sql: """
                INSERT INTO user (id, username, displayName, createdAt) VALUES (1, 'alice', 'Alice', '2026-01-01');
                INSERT INTO book (ownerID, isbn, title, authors, status, createdAt, updatedAt)
                VALUES (1, '9780441172719', 'Dune', '["Frank Herbert","Brian Herbert"]', 'available',
                        '2026-01-01', '2026-01-01');
                """)
        }
        let db = try AppDatabase(queue)
        let book = try db.book(1)
        #expect(book.subjects == [])
        #expect(book.authors == ["Frank Herbert", "Brian Herbert"])
        let names = try queue.read { db in try String.fetchAll(db, sql: "SELECT name FROM bookAuthor ORDER BY name") }
        #expect(names == ["Brian Herbert", "Frank Herbert"])
    }
}
