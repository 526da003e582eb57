import Foundation
import GRDB
import Testing
@testable import LendingKit

@Suite("Ratings and reviews")
struct RatingTests {
    /// A loan of a new book from alice to bob, returned by both scans.
    private func endedLoan(_ library: Library) throws -> Loan {
        let book = try library.addBook(by: library.alice)
        let loan = try library.lend(book, from: library.alice, to: library.bob)
        try library.db.scan(ScanTarget(code: book.scanCode, bookID: book.id),
                            action: .eitherSide(.return), by: library.bob).outcome
        try library.db.scan(ScanTarget(code: book.scanCode, bookID: book.id),
                            action: .eitherSide(.return), by: library.alice).outcome
        return try library.db.read { db in try db.loan(loan.id) }
    }

    @Test("each side of an ended loan rates the other, 1 to 5 stars, and the ratee is told")
    func rateEndedLoan() throws {
        let library = try Library()
        let loan = try endedLoan(library)
        let rating = try library.db.rate(.loan(loan.id), stars: 5, text: " On time ", by: library.alice)
        #expect(rating.rateeID == library.bob.id && rating.text == "On time" && rating.revisedAt == nil)
        #expect(rating.subject == .loan(loan.id) && rating.requestID == loan.requestID)
        try library.db.rate(.loan(loan.id), stars: 4, by: library.bob)
        #expect(try library.db.reviews(of: library.bob).items.map(\.rating.stars) == [5])
        #expect(try library.db.reviews(of: library.alice).items.map(\.rating.stars) == [4])
        #expect(try library.db.inbox(of: library.bob).first?.text == "alice rated you 5/5 for loan \(loan.id)")
    }

    @Test("a loan is rated only once it has ended: not while open, nor after one return scan")
    func notWhileOpen() throws {
        let library = try Library()
        let book = try library.addBook(by: library.alice)
        let loan = try library.lend(book, from: library.alice, to: library.bob)
        let before = try DatabaseSnapshot(library.db)
        #expect(throws: LendingError.notOver(.loan(loan.id))) {
            try library.db.rate(.loan(loan.id), stars: 5, by: library.alice)
        }
        #expect(try DatabaseSnapshot(library.db) == before)
        try library.db.scan(ScanTarget(code: book.scanCode, bookID: book.id),
                            action: .eitherSide(.return), by: library.bob).outcome
        #expect(throws: LendingError.notOver(.loan(loan.id))) {
            try library.db.rate(.loan(loan.id), stars: 2, by: library.bob)
        }
        #expect(expectError(.conflict) { try library.db.rate(.loan(loan.id), stars: 2, by: library.bob) }?
            .description == "cannot rate loan \(loan.id) yet: it can be rated once the book is back (both return scans made)")
        try library.db.scan(ScanTarget(code: book.scanCode, bookID: book.id),
                            action: .eitherSide(.return), by: library.alice).outcome
        #expect(try library.db.rate(.loan(loan.id), stars: 5, by: library.alice).stars == 5)
    }

    @Test("rating again revises: stars and text replaced, revisedAt set, logged, one rating per side")
    func revise() throws {
        let start = Date(timeIntervalSince1970: 1_790_000_000)
        let clock = MovableClock(start)
        let library = try Library(db: AppDatabase.inMemory(clock: clock.lendingClock))
        let loan = try endedLoan(library)
        try library.db.rate(.loan(loan.id), stars: 5, text: "Great", by: library.bob)
        clock.advance(by: 3_600)
        let revised = try library.db.rate(.loan(loan.id), stars: 2, by: library.bob)
        #expect(revised.stars == 2 && revised.text == nil)
        #expect(revised.createdAt == start && revised.revisedAt == start.addingTimeInterval(3_600))
        let summary = try library.db.ratingSummary(of: library.alice)
        #expect(summary == RatingSummary(count: 1, averageStars: 2))
        let events = try library.db.events(ofBook: loan.bookID).map(\.action)
        #expect(events.suffix(2) == [.rated, .ratingRevised])
        #expect(try library.db.inbox(of: library.alice).first?.text == "bob changed their rating of you to 2/5 for loan \(loan.id)")
    }

    @Test("a gift is rated by either side once handed over, named by its request")
    func rateGift() throws {
        let library = try Library()
        let book = try library.addBook(by: library.alice, gift: true)
        let request = try library.db.requestBook(book.id, by: library.carol)
        #expect(throws: LendingError.giftNotFound(request.id)) {
            try library.db.rate(.gift(request: request.id), stars: 5, by: library.carol)
        }
        try library.db.accept(request: request.id, pickup: Library.spot, by: library.alice)
        try library.db.scan(.code(book.scanCode), action: .eitherSide(.handover), by: library.alice).outcome
        try library.db.scan(.code(book.scanCode), action: .eitherSide(.handover), by: library.carol).outcome
        #expect(try library.db.book(book.id).ownerID == library.carol.id)

        let thanks = try library.db.rate(.gift(request: request.id), stars: 5, text: "Thank you!", by: library.carol)
        #expect(thanks.rateeID == library.alice.id && thanks.loanID == nil && thanks.subject == .gift(request: request.id))
        try library.db.rate(.gift(request: request.id), stars: 4, by: library.alice)
        let review = try #require(try library.db.reviews(of: library.alice).items.first)
        #expect(review.rater == "carol" && review.bookTitle == "Dune" && review.rating.text == "Thank you!")
        expectError(.notAllowed) { try library.db.rate(.gift(request: request.id), stars: 1, by: library.bob) }
    }

    @Test("reviews come newest first, by their last revision, a page at a time with the total")
    func reviewsNewestFirst() throws {
        let clock = MovableClock(Date(timeIntervalSince1970: 1_790_000_000))
        let library = try Library(db: AppDatabase.inMemory(clock: clock.lendingClock))
        var loans: [Loan] = []
        for (index, borrower) in [library.bob, library.carol, library.dave].enumerated() {
            let book = try library.addBook("Book \(index)", by: library.alice, isbn: Library.isbn(index + 10))
            let loan = try library.lend(book, from: library.alice, to: borrower)
            try library.db.scan(ScanTarget(code: book.scanCode, bookID: book.id),
                                action: .eitherSide(.return), by: borrower).outcome
            try library.db.scan(ScanTarget(code: book.scanCode, bookID: book.id),
                                action: .eitherSide(.return), by: library.alice).outcome
            loans.append(loan)
        }
        for (loan, borrower) in zip(loans, [library.bob, library.carol, library.dave]) {
            clock.advance(by: 60)
            try library.db.rate(.loan(loan.id), stars: 3, text: "from \(borrower.username)", by: borrower)
        }
        clock.advance(by: 60)
        try library.db.rate(.loan(loans[0].id), stars: 5, text: "bob again", by: library.bob)
        let first = try library.db.reviews(of: library.alice, page: PageRequest(limit: 2))
        #expect(first.items.map(\.rating.text) == ["bob again", "from dave"])
        #expect(first.total == 3 && first.nextOffset == 2)
        let second = try library.db.reviews(of: library.alice, page: PageRequest(limit: 2, offset: 2))
        #expect(second.items.map(\.rater) == ["carol"] && second.nextOffset == nil)
        #expect(try library.db.ratingSummary(of: library.alice) == RatingSummary(count: 3, averageStars: 11.0 / 3))
    }

    @Test("bad stars and pages are invalid, strangers not allowed, unknown loans not found; nothing changes")
    func rateErrors() throws {
        let library = try Library()
        let loan = try endedLoan(library)
        let before = try DatabaseSnapshot(library.db)
        for stars in [0, 6, -1] {
            #expect(throws: LendingError.invalidRating(stars)) { try library.db.rate(.loan(loan.id), stars: stars, by: library.bob) }
        }
        expectError(.notAllowed) { try library.db.rate(.loan(loan.id), stars: 5, by: library.carol) }
        expectError(.notFound) { try library.db.rate(.loan(999), stars: 5, by: library.bob) }
        expectError(.invalidInput) { try library.db.rate(.loan(loan.id), stars: 5, text: "a\u{1B}[2J", by: library.bob) }
        #expect(throws: LendingError.invalidPage(limit: 0, offset: 0, maximumLimit: 1_000)) { try PageRequest(limit: 0) }
        #expect(throws: LendingError.invalidPage(limit: 5, offset: -1, maximumLimit: 1_000)) { try PageRequest(limit: 5, offset: -1) }
        #expect(try DatabaseSnapshot(library.db) == before)
    }
}
