import Testing
@testable import LendingKit

@Suite("Subjects")
struct SubjectTests {
    @Test("subjects are trimmed, repeats in another letter case dropped, blanks refused by name")
    func drafts() throws {
        let isbn = Library.isbn(1)
        let draft = try BookDraft(isbn: isbn, title: "Dune", authors: ["Frank Herbert"],
                                  subjects: [" Science fiction ", "Ecology", "science FICTION"])
        #expect(draft.subjects == ["Science fiction", "Ecology"])
        #expect(try BookDraft(isbn: isbn, title: "Dune", authors: ["Frank Herbert"]).subjects == [])
        #expect(throws: LendingError.emptyField("subjects")) {
            try BookDraft(isbn: isbn, title: "Dune", authors: ["Frank Herbert"], subjects: ["Ecology", " "])
        }
    }

    @Test("added and imported books keep their subjects")
    func stored() throws {
        let library = try Library()
        let added = try library.addBook("Dune", by: library.alice, isbn: Library.isbn(1), subjects: ["Ecology"])
        #expect(added.subjects == ["Ecology"])
        let draft = try BookDraft(isbn: Library.isbn(2), title: "Emma", authors: ["Jane Austen"], subjects: ["Romance", "Satire"])
        let ids = try library.db.importBooks([BookImport(owner: library.bob, draft: draft)])
        #expect(try library.db.book(ids[0]).subjects == ["Romance", "Satire"])
    }

    @Test("the owner replaces or clears the subjects; the change is logged; a blank one changes nothing")
    func edits() throws {
        let library = try Library()
        let book = try library.addBook("Dune", by: library.alice, isbn: Library.isbn(1), subjects: ["Ecology"])
        let edited = try library.db.editBook(book.id, changes: BookChanges(subjects: ["Science fiction", "Ecology"]),
                                             by: library.alice)
        #expect(edited.subjects == ["Science fiction", "Ecology"])
        #expect(edited.title == "Dune")
        let event = try #require(try library.db.events(ofBook: book.id).last)
        #expect(event.before == "\"Dune\" by Frank Herbert, ISBN \(Library.isbn(1)), subjects Ecology")
        #expect(event.after == "\"Dune\" by Frank Herbert, ISBN \(Library.isbn(1)), subjects Science fiction, Ecology")
        #expect(throws: LendingError.emptyField("subjects")) {
            try library.db.editBook(book.id, changes: BookChanges(subjects: [""]), by: library.alice)
        }
        #expect(try library.db.book(book.id).subjects == ["Science fiction", "Ecology"])
        var changes = BookChanges(title: "Dune (1990)")
        changes.subjects = []
        #expect(try library.db.editBook(book.id, changes: changes, by: library.alice).subjects == [])
        #expect(try library.db.editBook(book.id, changes: BookChanges(title: "Dune"), by: library.alice).subjects == [])
    }
}

@Suite("Name lists")
struct NameListTests {
    @Test("authors and subjects with quotes, backslashes, slashes, brackets, combining marks and emoji are kept as given",
          arguments: [["Ann \"Nan\" O'Neil", "back\\slash", "a/b"], ["[\"x\"]", "{}", "u\u{308}ber", "📚 Böcker"]])
    func roundTrip(names: [String]) throws {
        let library = try Library()
        let book = try library.addBook("Names", by: library.alice, isbn: Library.isbn(1), authors: names, subjects: names)
        #expect(try library.db.book(book.id).authors == names)
        let ids = try library.db.importBooks([BookImport(owner: library.bob, draft: BookDraft(
            isbn: Library.isbn(2), title: "Names", authors: names, subjects: names))])
        #expect(try library.db.book(ids[0]).subjects == names)
        let stored = try library.db.dbWriter.read { db in
            try String.fetchAll(db, sql: "SELECT name FROM bookAuthor WHERE bookID = ?", arguments: [book.id])
        }
        #expect(Set(stored) == Set(names))
    }
}
