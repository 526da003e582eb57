import Foundation
import Testing
@testable import LendingKit

/// Who sees what: a book's borrower named only to its owner and the borrower, a promised book
/// found only by the two of them, and card numbers masked for others.
@Suite struct PrivacyTests {
    // MARK: Borrowers

    @Test func theBorrowerIsNamedOnlyToTheOwnerAndTheBorrower() throws {
        let library = try Library()
        let book = try library.addBook(by: library.alice)
        #expect(try library.db.holder(ofBook: book.id, as: library.carol) == nil)
        let request = try library.db.requestBook(book.id, by: library.bob)
        try library.db.accept(request: request.id, pickup: Library.spot, by: library.alice)
        // Promised to bob, and then lent to him: the same two people know it.
        for handedOver in [false, true] {
            if handedOver {
                try library.db.scan(ScanTarget(code: book.scanCode, bookID: book.id),
                                    action: .eitherSide(.handover), by: library.alice).outcome
                try library.db.scan(ScanTarget(code: book.scanCode, bookID: book.id),
                                    action: .eitherSide(.handover), by: library.bob).outcome
            }
            for viewer in [library.alice, library.bob] {
                #expect(try library.db.holder(ofBook: book.id, as: viewer)?.username == "bob")
            }
            for viewer in [library.carol, nil] {
                #expect(try library.db.holder(ofBook: book.id, as: viewer) == .onLoan)
            }
        }
        #expect(try library.db.book(book.id).status == .borrowed)
        expectError(.notFound) { try library.db.holder(ofBook: 99, as: library.alice) }
    }

    @Test func theNamedBorrowerShowsTheirCardOnlyToThemself() throws {
        let library = try Library()
        try library.db.editProfile(ProfileChanges(libraryCard: "LC-0042"), by: library.bob)
        let book = try library.addBook(by: library.alice)
        try library.lend(book, from: library.alice, to: library.bob)
        guard case let .borrower(seen)? = try library.db.holder(ofBook: book.id, as: library.alice) else {
            Issue.record("alice, the owner, should see her borrower")
            return
        }
        #expect(seen.username == "bob" && seen.libraryCard == "••••0042")
    }

    @Test func aLibrarysStaffIsTheLibraryAccount() throws {
        let term = try CirculationLibrary()
        let book = try term.book()
        try term.lend(book, to: term.bob)
        #expect(try term.db.holder(ofBook: book.id, as: term.alice)?.username == "bob")
        #expect(try term.db.holder(ofBook: book.id, as: term.carol) == .onLoan)
    }

    @Test func noticesToOtherRequestersDoNotNameTheBorrower() throws {
        let library = try Library()
        let book = try library.addBook(by: library.alice)
        let bobs = try library.db.requestBook(book.id, by: library.bob)
        try library.db.requestBook(book.id, by: library.carol)
        try library.db.accept(request: bobs.id, pickup: Library.spot, by: library.alice)
        let notices = try library.db.inbox(of: library.carol).map(\.text)
        #expect(notices == ["alice promised \"Dune\" (book \(book.id)) to someone else"])
    }

    // MARK: Promised books in searches

    @Test func aPromisedBookIsFoundOnlyByItsOwnerAndTheOnePromised() throws {
        let library = try Library()
        let promised = try library.addBook("Dune", by: library.alice, isbn: Library.isbn(1))
        let lent = try library.addBook("Dune Messiah", by: library.alice, isbn: Library.isbn(2))
        try library.addBook("Children of Dune", by: library.alice, isbn: Library.isbn(3))
        let request = try library.db.requestBook(promised.id, by: library.bob)
        try library.db.accept(request: request.id, pickup: Library.spot, by: library.alice)
        try library.lend(lent, from: library.alice, to: library.dave)

        for viewer in [library.alice, library.bob] {
            for order in [BookOrder.date, .title, .status] {
                let page = try library.db.search("herbert", scope: .unavailable, order: order, as: viewer)
                #expect(Set(page.map(\.book.id)) == [promised.id, lent.id] && page.total == 2, "\(viewer.username) \(order)")
            }
        }
        for viewer in [library.carol, library.dave, nil] {
            for order in [BookOrder.date, .author] {
                let page = try library.db.search("herbert", scope: .unavailable, order: order, as: viewer)
                #expect(page.map(\.book.id) == [lent.id] && page.total == 1, "\(viewer?.username ?? "no one") \(order)")
            }
            #expect(try library.db.search(Library.isbn(1).isbn13, scope: .unavailable, as: viewer).isEmpty)
            #expect(try library.db.search("herbert", as: viewer).count == 1)
        }
        // Paged, the count and the pages agree on what is hidden.
        let first = try library.db.search("herbert", scope: .unavailable, page: PageRequest(limit: 1), as: library.carol)
        #expect(first.total == 1 && first.nextOffset == nil)
        // Once handed over, it is an ordinary loan: on loan, found by anyone looking for unavailable books.
        try library.db.scan(ScanTarget(code: promised.scanCode, bookID: promised.id),
                            action: .eitherSide(.handover), by: library.alice).outcome
        try library.db.scan(ScanTarget(code: promised.scanCode, bookID: promised.id),
                            action: .eitherSide(.handover), by: library.bob).outcome
        #expect(try library.db.search("herbert", scope: .unavailable, as: library.carol).total == 2)
    }

    // MARK: Card numbers

    @Test func theMaskKeepsTheLastFourCharactersBehindFourBullets() {
        #expect(Disclosure.masked(card: "LC-0042") == "••••0042")
        #expect(Disclosure.masked(card: "1234567890123456") == "••••3456")
        #expect(Disclosure.masked(card: "A1042") == "••••1042")
        for short in ["0042", "42", ""] { #expect(Disclosure.masked(card: short) == "••••") }
    }
}
