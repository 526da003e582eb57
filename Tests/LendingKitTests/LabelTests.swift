import Foundation
import GRDB
import ISBNKit
import Testing
@testable import LendingKit

@Suite("ShelfScan labels and books without an ISBN")
struct LabelTests {
    /// A book of `owner` without an ISBN.
    private func unlabelled(_ library: Library, _ title: String = "Family recipes", by owner: User) throws -> Book {
        try library.db.addBook(BookDraft(isbn: nil, title: title, authors: ["Gran"]), by: owner)
    }

    @Test("labels are EAN-13s of the restricted circulation range; the store issues 29 + serial + check digit")
    func labelNumbers() throws {
        #expect(BookLabel(issuedSerial: 1)?.digits == "2900000000018")
        #expect(BookLabel(issuedSerial: 1_234_567_890)?.issuedSerial == 1_234_567_890)
        #expect(BookLabel(issuedSerial: 0) == nil && BookLabel(issuedSerial: BookLabel.maximumSerial + 1) == nil)
        #expect(try BookLabel(parsing: "2001234008594").issuedSerial == nil)
        #expect(throws: BookCodeError.notALabel("9780306406157")) { try BookLabel(parsing: "9780306406157") }
        #expect(throws: BookCodeError.self) { try BookLabel(parsing: "2900000000017") }
        #expect(try BookCode(parsing: "0-306-40615-2") == .isbn(try ISBN(parsing: "9780306406157")))
        #expect(try BookCode(parsing: "2900000000018") == .label(try BookLabel(parsing: "2900000000018")))
        #expect(BookCode(gtin13: "4006381333931") == nil)
        #expect(BookCode(gtin13: "2900000000018")?.description == "label 2900000000018")
        #expect(throws: BookCodeError.notABookCode("4006381333931", kind: "GTIN")) { try BookCode(parsing: "4006381333931") }
        #expect(BookCodeError.notABookCode("4006381333931", kind: "GTIN").description
            == "4006381333931: a GTIN, not an ISBN or a ShelfScan label (an EAN-13 starting with 20 to 29)")
        #expect(BookCodeError.notABookCode("9790230671187", kind: "ISMN").description.hasPrefix("9790230671187: an ISMN,"))
    }

    @Test("a book without an ISBN is labelled when added, one serial after another, imports included")
    func labelledWhenAdded() throws {
        let library = try Library()
        let first = try unlabelled(library, by: library.alice)
        #expect(first.isbn == nil && first.label?.digits == "2900000000018")
        #expect(first.codes == [.label(try BookLabel(parsing: "2900000000018"))])
        let withISBN = try library.addBook(by: library.bob)
        #expect(withISBN.label == nil)
        let drafts = try (1...3).map { try BookDraft(isbn: nil, title: "Notebook \($0)", authors: ["Me"]) }
        let ids = try library.db.importBooks(drafts.map { BookImport(owner: library.carol, draft: $0) })
        let labels = try ids.map { try library.db.book($0).label?.issuedSerial }
        #expect(labels == [2, 3, 4])
    }

    @Test("a label is issued once, to its owner's book; a removed book keeps its number, never issued again")
    func labelBook() throws {
        let library = try Library()
        let book = try library.addBook(by: library.alice)
        let labelled = try library.db.labelBook(book.id, by: library.alice)
        #expect(labelled.label.issuedSerial == 1 && labelled.book.label == labelled.label && labelled.book.isbn == book.isbn)
        #expect(try library.db.labelBook(book.id, by: library.alice) == labelled)
        #expect(try library.db.events(ofBook: book.id).map(\.action) == [.bookAdded, .labelIssued])
        expectError(.notAllowed) { try library.db.labelBook(book.id, by: library.bob) }
        expectError(.notFound) { try library.db.labelBook(999, by: library.bob) }

        let removed = try unlabelled(library, by: library.alice)
        try library.db.deleteBook(removed.id, by: library.alice)
        expectError(.conflict) { try library.db.labelBook(removed.id, by: library.alice) }
        #expect(try unlabelled(library, by: library.bob).label?.issuedSerial == 3)
        #expect(throws: DatabaseError.self) {
            try library.db.dbWriter.write { db in
                try db.execute(sql: "UPDATE book SET label = ? WHERE id = ?", arguments: [labelled.label, removed.id])
            }
        }
        #expect(throws: DatabaseError.self) {
            try library.db.dbWriter.write { db in
                try db.execute(sql: "UPDATE book SET isbn = NULL, label = NULL WHERE id = ?", arguments: [removed.id])
            }
        }
    }

    @Test("a labelled copy is handed over and returned by its label, typed or among the codes a picture shows")
    func scanByLabel() throws {
        let library = try Library()
        let first = try library.addBook("Dune", by: library.alice)
        let second = try library.addBook("Dune (hardcover)", by: library.alice)
        let label = try library.db.labelBook(second.id, by: library.alice).label
        for (book, borrower) in [(first, library.bob), (second, library.carol)] {
            let request = try library.db.requestBook(book.id, by: borrower)
            try library.db.accept(request: request.id, pickup: Library.spot, by: library.alice)
        }
        expectError(.invalidInput) { try library.db.scan(.code(.isbn(Library.isbn(1))),
                                                         action: .eitherSide(.handover), by: library.alice).outcome }
        let shown: [BookCode] = [.isbn(Library.isbn(1)), .label(label)]
        let scan = try library.db.scan(.shown(shown), action: .handOver, by: library.alice)
        #expect(scan.scan.bookID == second.id && scan.scan.code == .label(label))
        guard case .loanStarted = try library.db.scan(.code(.label(label)),
                                                      action: .receive, by: library.carol).outcome else {
            Issue.record("carol's scan of the label should start the loan")
            return
        }
        #expect(try library.db.book(second.id).status == .borrowed && library.db.book(first.id).status == .accepted)
        try library.db.scan(.code(.label(label)), action: .eitherSide(.return), by: library.carol).outcome
        let back = try library.db.scan(.shown(shown), action: .receive, by: library.alice)
        guard case .returned = back.outcome else {
            Issue.record("alice's scan of the labelled copy should end the loan")
            return
        }
    }

    @Test("labels no book carries are passed over in a picture, like a shop's price sticker; alone they are named")
    func unknownLabels() throws {
        let library = try Library()
        let book = try library.addBook(by: library.alice)
        let request = try library.db.requestBook(book.id, by: library.bob)
        try library.db.accept(request: request.id, pickup: Library.spot, by: library.alice)
        let sticker = try BookLabel(parsing: "2001234008594")
        let before = try DatabaseSnapshot(library.db)
        #expect(throws: LendingError.unknownLabel(sticker, source: "shelf.jpg")) {
            try library.db.scan(.shown([.label(sticker)]), action: .handOver, by: library.alice, source: "shelf.jpg")
        }
        #expect(LendingError.unknownLabel(sticker, source: "shelf.jpg").description == "shelf.jpg: no book has label 2001234008594")
        let twoBooks: [BookCode] = [.isbn(Library.isbn(1)), .isbn(Library.isbn(2))]
        #expect(throws: LendingError.severalCodes(twoBooks, source: nil)) {
            try library.db.scan(.shown(twoBooks), action: .handOver, by: library.alice)
        }
        #expect(throws: LendingError.noCodeShown(source: nil)) {
            try library.db.scan(.shown([]), action: .handOver, by: library.alice)
        }
        #expect(try DatabaseSnapshot(library.db) == before)
        let scan = try library.db.scan(.shown([.isbn(Library.isbn(1)), .label(sticker)]),
                                       action: .handOver, by: library.alice)
        #expect(scan.scan.bookID == book.id && scan.scan.code == .isbn(Library.isbn(1)))
    }

    @Test("a wrong ISBN is corrected, even in a handover; removing it labels the book; no change writes nothing")
    func editISBN() throws {
        let library = try Library()
        let book = try library.addBook(by: library.alice, isbn: Library.isbn(5))
        let request = try library.db.requestBook(book.id, by: library.bob)
        try library.db.accept(request: request.id, pickup: Library.spot, by: library.alice)
        let fixed = try library.db.editBook(book.id, changes: BookChanges(isbn: .set(Library.isbn(6))), by: library.alice)
        #expect(fixed.isbn == Library.isbn(6))
        expectError(.notFound) { try library.db.scan(.code(.isbn(Library.isbn(5))),
                                                     action: .eitherSide(.handover), by: library.alice).outcome }
        try library.db.scan(.code(.isbn(Library.isbn(6))), action: .eitherSide(.handover), by: library.alice).outcome
        let event = try #require(try library.db.events(ofBook: book.id).last { $0.action == .bookEdited })
        #expect(event.before == "\"Dune\" by Frank Herbert, ISBN \(Library.isbn(5))")
        #expect(event.after == "\"Dune\" by Frank Herbert, ISBN \(Library.isbn(6))")

        let other = try library.addBook("Notes", by: library.alice, isbn: Library.isbn(7))
        let bare = try library.db.editBook(other.id, changes: BookChanges(isbn: .remove), by: library.alice)
        #expect(bare.isbn == nil && bare.label?.issuedSerial == 1)
        let events = try library.db.events(ofBook: other.id).count
        #expect(try library.db.editBook(other.id, changes: BookChanges(title: "Notes", isbn: .remove), by: library.alice) == bare)
        #expect(try library.db.events(ofBook: other.id).count == events)
        expectError(.notAllowed) {
            try library.db.editBook(other.id, changes: BookChanges(isbn: .set(Library.isbn(8))), by: library.bob)
        }
    }

    @Test("search finds a book by its label and by its subjects")
    func search() throws {
        let library = try Library()
        let book = try library.db.addBook(BookDraft(isbn: nil, title: "Quiet garden", authors: ["Ann Other"],
                                                    subjects: ["Horticulture"]), by: library.alice)
        let label = try #require(book.label)
        #expect(try library.db.search(label.digits).map(\.book.id) == [book.id])
        #expect(try library.db.search("horticulture").map(\.book.id) == [book.id])
    }

    @Test("books without an ISBN are works of their own: suggested, and no one's own such book hides the rest")
    func recommendations() throws {
        let library = try Library()
        let diary = try library.db.addBook(BookDraft(isbn: nil, title: "Garden diary", authors: ["Ann Other"],
                                                     subjects: ["Gardening"]), by: library.alice)
        let almanac = try library.db.addBook(BookDraft(isbn: nil, title: "Garden almanac", authors: ["Bo Else"],
                                                       subjects: ["Gardening"]), by: library.carol)
        let printed = try library.addBook("Roses", by: library.carol, isbn: Library.isbn(3), authors: ["Cy Rose"],
                                          subjects: ["Gardening"])
        try library.db.addBook(BookDraft(isbn: nil, title: "Bob's own notebook", authors: ["Bob"]), by: library.bob)
        try library.lend(diary, from: library.alice, to: library.bob)
        try library.giveBack(diary, from: library.bob, to: library.alice)
        #expect(Set(try library.suggested(to: library.bob)) == [almanac.id, printed.id])
        try library.lend(almanac, from: library.carol, to: library.dave)
        try library.giveBack(almanac, from: library.dave, to: library.carol)
        try library.lend(diary, from: library.alice, to: library.dave)
        try library.giveBack(diary, from: library.dave, to: library.alice)
        let forBob = try library.db.recommendations(for: library.bob)
        #expect(forBob.first?.book.id == almanac.id)
        #expect(forBob.first?.reasons.first == .borrowedAlongside(title: "Garden diary", people: 1))
    }
}
