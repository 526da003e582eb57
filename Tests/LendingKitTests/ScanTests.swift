import ISBNKit
import Testing
@testable import LendingKit

@Suite("Handover and return scans")
struct ScanTests {
    @Test("handover in either order starts a loan and the book is borrowed", arguments: [true, false])
    func handover(ownerFirst: Bool) throws {
        let library = try Library()
        let book = try library.addBook(by: library.alice)
        let request = try library.db.requestBook(book.id, by: library.bob)
        try library.db.accept(request: request.id, pickup: Library.spot, by: library.alice)
        let (first, second) = ownerFirst ? (library.alice, library.bob) : (library.bob, library.alice)
        let pending = try library.db.pendingScans(for: first, code: book.scanCode)
        #expect(pending.map(\.action) == [ownerFirst ? "hand over book \(book.id) to bob" : "receive book \(book.id) from alice"])
        guard case let .waiting(scan) = try library.db.scan(.code(book.scanCode),
                                                            action: .eitherSide(.handover), by: first).outcome else {
            Issue.record("first scan should wait")
            return
        }
        #expect(scan.role == (ownerFirst ? .owner : .borrower))
        #expect(try library.db.book(book.id).status == .accepted)
        #expect(try library.db.inbox(of: second).first?.kind == .scanWaiting)
        let again = expectError(.conflict) { try library.db.scan(.code(book.scanCode),
                                                                 action: .eitherSide(.handover), by: first).outcome }
        #expect(again == .alreadyScanned(scan, source: nil))
        #expect(again?.description == "already scanned \"Dune\" to \(scan.action); waiting for \(scan.otherParty) to scan it")
        guard case let .loanStarted(loan) = try library.db.scan(.code(book.scanCode),
                                                                action: .eitherSide(.handover), by: second).outcome else {
            Issue.record("second scan should start the loan")
            return
        }
        #expect(loan.borrowerID == library.bob.id && loan.lenderID == library.alice.id && loan.isOpen)
        #expect(try library.db.book(book.id).status == .borrowed)
        #expect(try library.db.borrowerEntries(of: library.bob, in: [.borrowed]).map(\.loan) == [loan])
        #expect(try library.db.requests(onBook: book.id, by: library.alice).map(\.request.status) == [.completed])
        #expect(try library.db.inbox(of: library.alice).first?.kind == .loanStarted)
        #expect(try ConsistencyChecker.problems(in: library.db).isEmpty)
    }

    @Test("return in either order ends the loan, keeps the borrower's comment, book available", arguments: [true, false])
    func handBack(borrowerFirst: Bool) throws {
        let library = try Library()
        let book = try library.addBook(by: library.alice)
        let loan = try library.lend(book, from: library.alice, to: library.bob)
        if borrowerFirst {
            try library.db.scan(.code(book.scanCode),
                                action: .eitherSide(.return), by: library.bob, comment: " Loved it ").outcome
            #expect(try library.db.book(book.id).status == .borrowed)
            guard case let .returned(ended) = try library.db.scan(.code(book.scanCode),
                                                                  action: .eitherSide(.return), by: library.alice).outcome else {
                Issue.record("second return scan should end the loan")
                return
            }
            #expect(ended.id == loan.id && !ended.isOpen)
        } else {
            let before = try DatabaseSnapshot(library.db)
            expectError(.notAllowed) { try library.db.scan(.code(book.scanCode),
                                                           action: .eitherSide(.return), by: library.alice, comment: "x").outcome }
            #expect(try DatabaseSnapshot(library.db) == before)
            try library.db.scan(.code(book.scanCode), action: .eitherSide(.return), by: library.alice).outcome
            try library.db.scan(.code(book.scanCode), action: .whicheverWaits, by: library.bob, comment: "Loved it").outcome
        }
        #expect(try library.db.book(book.id).status == .available)
        #expect(try library.db.borrowerEntries(of: library.bob, in: [.borrowed]).isEmpty)
        #expect(try library.db.comments(onBook: book.id).map(\.text) == ["Loved it"])
        #expect(try library.db.comments(onBook: book.id).map(\.author) == ["bob"])
        #expect(try library.db.inbox(of: library.bob).first?.kind == .returned)
        let actions = try library.db.events(ofBook: book.id).map(\.action).suffix(4)
        #expect(Array(actions) == [.handoverScanned, .loanStarted, .returnScanned, .returned])
        #expect(try ConsistencyChecker.problems(in: library.db).isEmpty)
        try library.lend(book, from: library.alice, to: library.carol)
    }

    @Test("a gift's handover gives the book to the borrower")
    func gift() throws {
        let library = try Library()
        let book = try library.addBook(by: library.alice, gift: true)
        let request = try library.db.requestBook(book.id, by: library.bob)
        try library.db.accept(request: request.id, pickup: Library.spot, by: library.alice)
        try library.db.scan(.code(book.scanCode), action: .eitherSide(.handover), by: library.bob).outcome
        guard case let .giftTransferred(given) = try library.db.scan(.code(book.scanCode),
                                                                     action: .eitherSide(.handover), by: library.alice).outcome else {
            Issue.record("second scan should transfer the gift")
            return
        }
        #expect(given.ownerID == library.bob.id && given.status == .available && !given.isGift)
        #expect(try library.db.myBooks(library.alice).isEmpty)
        #expect(try library.db.myBooks(library.bob).map(\.book.id) == [book.id])
        #expect(try library.db.borrowerEntries(of: library.bob, in: [.borrowed]).isEmpty)
        try library.db.editBook(book.id, changes: BookChanges(description: "Mine now"), by: library.bob)
        #expect(try ConsistencyChecker.problems(in: library.db).isEmpty)
    }

    @Test("a scan with nothing waiting is not found and changes nothing")
    func nothingToScan() throws {
        let library = try Library()
        let book = try library.addBook(by: library.alice)
        try library.db.requestBook(book.id, by: library.bob)
        let before = try DatabaseSnapshot(library.db)
        let error = expectError(.notFound) { try library.db.scan(.code(book.scanCode),
                                                                 action: .eitherSide(.handover), by: library.alice).outcome }
        #expect(error?.description == "nothing to hand over or receive for ISBN \(Library.isbn(1))")
        expectError(.notFound) { try library.db.scan(.code(book.scanCode),
                                                     action: .eitherSide(.return), by: library.bob).outcome }
        expectError(.notFound) { try library.db.scan(.code(.isbn(Library.isbn(77))),
                                                     action: .whicheverWaits, by: library.alice).outcome }
        #expect(try DatabaseSnapshot(library.db) == before)
    }

    @Test("only the two parties scan: anyone else is not allowed (or finds nothing) and changes nothing")
    func strangersCannotScan() throws {
        let library = try Library()
        let book = try library.addBook(by: library.alice)
        let request = try library.db.requestBook(book.id, by: library.bob)
        try library.db.accept(request: request.id, pickup: Library.spot, by: library.alice)
        let before = try DatabaseSnapshot(library.db)
        expectError(.notFound) { try library.db.scan(.code(book.scanCode),
                                                     action: .eitherSide(.handover), by: library.carol).outcome }
        expectError(.notAllowed) { try library.db.scan(ScanTarget(code: book.scanCode, bookID: book.id),
                                                       action: .eitherSide(.handover), by: library.carol).outcome }
        expectError(.notAllowed) { try library.db.scan(ScanTarget(code: book.scanCode, bookID: book.id),
                                                       action: .whicheverWaits, by: library.dave).outcome }
        #expect(try DatabaseSnapshot(library.db) == before)
        try library.db.scan(.code(book.scanCode), action: .eitherSide(.handover), by: library.alice).outcome
        try library.db.scan(.code(book.scanCode), action: .eitherSide(.handover), by: library.bob).outcome
        let during = try DatabaseSnapshot(library.db)
        expectError(.notAllowed) { try library.db.scan(ScanTarget(code: book.scanCode, bookID: book.id),
                                                       action: .eitherSide(.return), by: library.carol).outcome }
        expectError(.notFound) { try library.db.scan(.code(book.scanCode),
                                                     action: .eitherSide(.return), by: library.carol).outcome }
        #expect(try DatabaseSnapshot(library.db) == during)
    }

    @Test("several copies waiting make the scan ambiguous until the book id is given")
    func ambiguous() throws {
        let library = try Library()
        let first = try library.addBook("Dune", by: library.alice)
        let second = try library.addBook("Dune (hardcover)", by: library.alice)
        for book in [first, second] {
            let request = try library.db.requestBook(book.id, by: book == first ? library.bob : library.carol)
            try library.db.accept(request: request.id, pickup: Library.spot, by: library.alice)
        }
        let before = try DatabaseSnapshot(library.db)
        let error = expectError(.invalidInput) { try library.db.scan(.code(first.scanCode),
                                                                     action: .eitherSide(.handover), by: library.alice).outcome }
        guard case let .ambiguousScan(code, _, candidates, _) = error else { return }
        #expect(code == first.scanCode)
        #expect(candidates.map(\.bookID) == [first.id, second.id])
        #expect(error?.description.contains("book \(second.id) (Dune (hardcover), hand over book \(second.id) to carol)") == true)
        #expect(try DatabaseSnapshot(library.db) == before)
        guard case .waiting = try library.db.scan(ScanTarget(code: first.scanCode, bookID: second.id),
                                                  action: .eitherSide(.handover), by: library.alice).outcome else {
            Issue.record("naming the book should record the scan")
            return
        }
        // Carol's side identifies one book by itself.
        guard case .loanStarted = try library.db.scan(.code(first.scanCode),
                                                      action: .eitherSide(.handover), by: library.carol).outcome else {
            Issue.record("carol's scan should start the loan")
            return
        }
        #expect(try library.db.book(second.id).status == .borrowed)
        #expect(try library.db.book(first.id).status == .accepted)
    }

    @Test("a typed ISBN-10 finds the same book as the scanned ISBN-13")
    func isbn10() throws {
        let library = try Library()
        let book = try library.addBook(by: library.alice, isbn: ISBN(parsing: "0-306-40615-2"))
        let request = try library.db.requestBook(book.id, by: library.bob)
        try library.db.accept(request: request.id, pickup: Library.spot, by: library.alice)
        #expect(try library.db.pendingScans(for: library.bob, code: .isbn(ISBN(gtin13: "9780306406157"))).count == 1)
    }
}
