import Testing
@testable import LendingKit

@Suite("Ratings")
struct RatingTests {
    @Test("each side rates the other once per loan, 1 to 5 stars")
    func rateOncePerSide() throws {
        let library = try Library()
        let book = try library.addBook(by: library.alice)
        let loan = try library.lend(book, from: library.alice, to: library.bob)
        let rating = try library.db.rate(loan: loan.id, stars: 5, text: " On time ", by: library.alice)
        #expect(rating.rateeID == library.bob.id && rating.text == "On time")
        try library.db.rate(loan: loan.id, stars: 4, by: library.bob)
        #expect(try library.db.ratings(of: library.bob).map(\.stars) == [5])
        #expect(try library.db.ratings(of: library.alice).map(\.stars) == [4])
        #expect(try library.db.inbox(of: library.bob).first?.kind == .rated)
        let error = expectError(.conflict) { try library.db.rate(loan: loan.id, stars: 3, by: library.alice) }
        #expect(error == .alreadyRated(loanID: loan.id, user: "alice"))
    }

    @Test("bad stars are invalid, strangers are not allowed, unknown loans not found")
    func rateErrors() throws {
        let library = try Library()
        let loan = try library.lend(try library.addBook(by: library.alice), from: library.alice, to: library.bob)
        let before = try DatabaseSnapshot(library.db)
        for stars in [0, 6, -1] {
            #expect(throws: LendingError.invalidRating(stars)) { try library.db.rate(loan: loan.id, stars: stars, by: library.bob) }
        }
        expectError(.notAllowed) { try library.db.rate(loan: loan.id, stars: 5, by: library.carol) }
        expectError(.notFound) { try library.db.rate(loan: 999, stars: 5, by: library.bob) }
        #expect(try DatabaseSnapshot(library.db) == before)
    }
}
