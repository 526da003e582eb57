import Foundation
import Testing
@testable import LendingKit

@Suite("Lists a page at a time")
struct ListTests {
    @Test("an owner's books come a page at a time with their total, by status and title unless sorted otherwise")
    func ownedBooks() throws {
        let library = try Library()
        let titles = ["Moss", "asters", "Roses", "Ferns", "Bulbs"]
        let books = try titles.enumerated().map { index, title in
            try library.addBook(title, by: library.alice, isbn: Library.isbn(10 + index), authors: ["\(title) Writer"])
        }
        try library.lend(books[0], from: library.alice, to: library.bob)
        let firstPage = try library.db.myBooks(library.alice, page: PageRequest(limit: 2))
        #expect(firstPage.map(\.book.title) == ["asters", "Bulbs"] && firstPage.total == 5 && firstPage.nextOffset == 2)
        let all = try library.db.myBooks(library.alice)
        #expect(all.map(\.book.title) == ["asters", "Bulbs", "Ferns", "Roses", "Moss"])
        #expect(try library.db.myBooks(library.alice, order: .date).map(\.book.title) == ["Bulbs", "Ferns", "Roses", "asters", "Moss"])
        #expect(try library.db.myBooks(library.alice, order: .title).map(\.book.title) == ["asters", "Bulbs", "Ferns", "Moss", "Roses"])
        #expect(try library.db.myBooks(library.alice, status: .borrowed).map(\.borrower) == ["bob"])
        #expect(try library.db.myBooks(library.alice, page: PageRequest(limit: 2, offset: 4)).map(\.book.title) == ["Moss"])
    }

    @Test("an owner's list and a borrower's list say how far a handover or return has got")
    func scanProgress() throws {
        let library = try Library()
        let book = try library.addBook(by: library.alice)
        let request = try library.db.requestBook(book.id, by: library.bob)
        #expect(try library.db.borrowerEntries(of: library.bob).first?.scans == nil)
        try library.db.accept(request: request.id, pickup: Library.spot, by: library.alice)
        try library.db.scan(.code(book.scanCode), action: .eitherSide(.handover), by: library.bob).outcome
        let owned = try #require(try library.db.myBooks(library.alice).first)
        #expect(owned.scans == ScanProgress(kind: .handover, ownerScanned: false, borrowerScanned: true))
        #expect(owned.scans?.waitsFor(.owner) == true && owned.scans?.waitsFor(.borrower) == false)
        try library.db.scan(.code(book.scanCode), action: .eitherSide(.handover), by: library.alice).outcome
        try library.db.scan(.code(book.scanCode), action: .eitherSide(.return), by: library.alice).outcome
        let entry = try #require(try library.db.borrowerEntries(of: library.bob).first)
        #expect(entry.list == .borrowed && entry.scans == ScanProgress(kind: .return, ownerScanned: true, borrowerScanned: false))
        #expect(try library.db.myBooks(library.alice).first?.scans?.waitsFor(.borrower) == true)
    }

    @Test("a borrower's lists come in list order, a page at a time; each list alone on request")
    func borrowerLists() throws {
        let library = try Library()
        let lent = try library.addBook("Lent", by: library.alice, isbn: Library.isbn(1))
        let accepted = try library.addBook("Accepted", by: library.carol, isbn: Library.isbn(2))
        let asked = try library.addBook("Asked", by: library.dave, isbn: Library.isbn(3))
        try library.lend(lent, from: library.alice, to: library.bob)
        let request = try library.db.requestBook(accepted.id, by: library.bob)
        try library.db.accept(request: request.id, pickup: Library.spot, by: library.carol)
        try library.db.requestBook(asked.id, by: library.bob)
        let entries = try library.db.borrowerEntries(of: library.bob)
        #expect(entries.map(\.list) == [.requested, .accepted, .borrowed])
        #expect(entries.map(\.owner) == ["dave", "carol", "alice"] && entries.total == 3)
        #expect(try library.db.borrowerEntries(of: library.bob, in: [.borrowed]).map(\.loan?.bookID) == [lent.id])
        let page = try library.db.borrowerEntries(of: library.bob, order: .title, page: PageRequest(limit: 1, offset: 1))
        #expect(page.map(\.book.title) == ["Asked"] && page.total == 3)
    }

    @Test("the loan history holds ended loans on both sides, newest first, and survives the book's removal")
    func history() throws {
        let clock = MovableClock(Date(timeIntervalSince1970: 1_790_000_000))
        let library = try Library(db: AppDatabase.inMemory(clock: clock.lendingClock))
        let first = try library.addBook("First", by: library.alice, isbn: Library.isbn(1))
        let second = try library.addBook("Second", by: library.bob, isbn: Library.isbn(2))
        try library.lend(first, from: library.alice, to: library.bob)
        clock.advance(by: 60)
        try library.giveBack(first, from: library.bob, to: library.alice)
        try library.lend(second, from: library.bob, to: library.alice)
        clock.advance(by: 60)
        try library.giveBack(second, from: library.alice, to: library.bob)
        try library.db.deleteBook(first.id, by: library.alice)
        let history = try library.db.loanHistory(of: library.bob)
        #expect(history.map(\.book.title) == ["Second", "First"] && history.total == 2)
        #expect(history.map(\.lender) == ["bob", "alice"] && history[1].book.status == .removed)
        #expect(try library.db.loanHistory(of: library.carol).isEmpty)
        #expect(try library.db.loanHistory(of: library.bob, order: .title, page: PageRequest(limit: 1)).map(\.book.title) == ["First"])
    }
}
