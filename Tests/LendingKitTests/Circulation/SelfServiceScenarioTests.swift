import Foundation
import Testing
@testable import LendingKit

@Suite struct SelfServiceScenarioTests {
    /// A library with self-service on, a loan limit of 2, fines that block above 1.00, and bob a
    /// member with card B-1 and PIN 1234.
    private func station() throws -> CirculationLibrary {
        let story = try CirculationLibrary { policy in
            policy.loanDays = 21
            policy.maxLoans = 2
            policy.finePerDay = try CirculationLibrary.euros("0.50")
            policy.blockAt = try CirculationLibrary.euros("1.00")
            policy.place = try PickupLocation(latitude: 52.52, longitude: 13.40, address: "Front desk")
            policy.selfService = true
        }
        try story.db.addMember(story.bob, card: "b-1", pin: "1234", by: story.alice)
        try story.db.addMember(story.carol, card: "C-1", pin: "5678", by: story.alice)
        return story
    }

    @Test func checkoutAndCheckinInOneStepEach() throws {
        let story = try station()
        let book = try story.book()
        let session = try story.db.authenticate(card: "B-1", pin: "1234", library: story.alice)
        let out = try story.db.checkout([.isbn(book.isbn!)], member: session, source: "dune.jpg")
        #expect(out.loan.dueDate == (try CirculationLibrary.day("2026-11-23")))
        #expect(out.book.status == .borrowed)
        let actions = try story.db.events(ofBook: book.id).map(\.action)
        #expect(actions == [.bookAdded, .checkedOut])
        story.advance(days: 23)   // 2 days late
        let back = try story.db.checkin([.isbn(book.isbn!)], member: session)
        #expect(back.fine == (try CirculationLibrary.euros("1.00")))
        #expect(try story.db.book(book.id).status == .available)
        #expect(try story.db.fineAccount(of: story.bob, with: story.alice, by: story.bob).balance.minorUnits == 100)
        #expect(try ConsistencyChecker.problems(in: story.db).isEmpty)
    }

    @Test func checkoutIsRefusedForEachReasonAndChangesNothing() throws {
        let story = try station()
        let atlas = try story.book(1, title: "Atlas")
        try story.db.editBook(atlas.id, changes: BookChanges(isReference: true), by: story.alice)
        let first = try story.book(2, title: "First")
        let second = try story.book(3, title: "Second")
        let third = try story.book(4, title: "Third")
        let strangers = try story.library.addBook("Stranger's", by: story.dave, isbn: Library.isbn(5))
        let bob = try story.db.authenticate(card: "B-1", pin: "1234", library: story.alice)
        let carol = try story.db.authenticate(card: "C-1", pin: "5678", library: story.alice)

        func refusal(_ book: Book, _ session: AuthenticatedMember) throws -> CirculationRefusal? {
            let before = try DatabaseSnapshot(story.db)
            let error = expectError(.conflict) { try story.db.checkout([.isbn(book.isbn!)], member: session) }
            #expect(try DatabaseSnapshot(story.db) == before)
            return CirculationLibrary.refusal(error)
        }

        #expect(try refusal(atlas, bob) == .referenceBook(title: "Atlas"))
        #expect(try refusal(strangers, bob) == .notThisLibrary(code: "ISBN \(strangers.isbn!.isbn13)"))
        try story.db.checkout([.isbn(first.isbn!)], member: bob)
        try story.db.checkout([.isbn(second.isbn!)], member: bob)
        #expect(try refusal(third, bob) == .tooManyLoans(title: "Third", count: 2, limit: 2))
        #expect(try refusal(first, carol) == .notAvailable(title: "First", status: .borrowed))
        #expect(try refusal(first, bob) == .alreadyYours(title: "First", loanID: 1))

        try story.db.placeHold(onBook: first.id, by: story.carol)
        try story.db.checkin([.isbn(first.isbn!)], member: bob)
        #expect(try refusal(first, bob) == .onHoldForSomeoneElse(title: "First"))
        #expect(try story.db.checkout([.isbn(first.isbn!)], member: carol).book.id == first.id)
        #expect(try story.db.holds(of: story.carol, history: true).first?.hold.status == .fulfilled)

        story.advance(days: 24)   // bob's second book 3 days late: 1.50 accruing, above 1.00
        try story.db.checkin([.isbn(second.isbn!)], member: bob)
        #expect(try refusal(third, bob) == .blockedByFines(title: "Third", owed: try CirculationLibrary.euros("1.50"),
                                                          limit: try CirculationLibrary.euros("1.00")))
        #expect(try ConsistencyChecker.problems(in: story.db).isEmpty)
    }

    @Test func aLockedCardIsRefusedUntilTheOwnerUnlocksIt() throws {
        let story = try station()
        let book = try story.book()
        for attempt in 1...5 {
            let error = expectError(.notAllowed) { try story.db.authenticate(card: "B-1", pin: "0000", library: story.alice) }
            #expect(error == .circulation(.wrongPIN(card: "B-1", attemptsLeft: 5 - attempt)))
        }
        let locked = expectError(.notAllowed) { try story.db.authenticate(card: "B-1", pin: "1234", library: story.alice) }
        guard case .circulation(.cardLocked(card: "B-1", _)) = locked else {
            Issue.record("expected a locked card, got \(String(describing: locked))")
            return
        }
        try story.db.unlockCard("B-1", by: story.alice)
        let session = try story.db.authenticate(card: "B-1", pin: "1234", library: story.alice)
        #expect(try story.db.checkout([.isbn(book.isbn!)], member: session).book.id == book.id)
    }

    @Test func aSessionStopsWorkingOnceItsCardIsLocked() throws {
        let story = try station()
        let book = try story.book()
        let session = try story.db.authenticate(card: "B-1", pin: "1234", library: story.alice)
        for _ in 1...5 { _ = try? story.db.authenticate(card: "B-1", pin: "9999", library: story.alice) }
        let error = expectError(.conflict) { try story.db.checkout([.isbn(book.isbn!)], member: session) }
        guard case .cardLocked = CirculationLibrary.refusal(error) else {
            Issue.record("expected a locked card, got \(String(describing: error))")
            return
        }
    }

    @Test func aBlockedMemberPaysAndIsUnblocked() throws {
        let story = try station()
        let late = try story.book(1, title: "Late")
        let next = try story.book(2, title: "Next")
        let session = try story.db.authenticate(card: "B-1", pin: "1234", library: story.alice)
        try story.db.checkout([.isbn(late.isbn!)], member: session)
        story.advance(days: 25)   // 4 days late: 2.00
        try story.db.checkin([.isbn(late.isbn!)], member: session)
        expectError(.conflict) { try story.db.checkout([.isbn(next.isbn!)], member: session) }
        expectError(.notAllowed) { try story.db.payFines(try CirculationLibrary.euros("1"), of: story.bob, by: story.bob) }
        expectError(.conflict) { try story.db.payFines(try CirculationLibrary.euros("2.01"), of: story.bob, by: story.alice) }
        let paid = try story.db.payFines(try CirculationLibrary.euros("0.50"), of: story.bob, by: story.alice)
        #expect(paid.balance == (try CirculationLibrary.euros("1.50")) && paid.isBlocked)
        let waived = try story.db.waiveFines(try CirculationLibrary.euros("0.50"), of: story.bob, by: story.alice)
        #expect(waived.balance == (try CirculationLibrary.euros("1.00")) && !waived.isBlocked)
        #expect(try story.db.checkout([.isbn(next.isbn!)], member: session).book.title == "Next")
        #expect(try story.db.waiveFines(nil, of: story.bob, by: story.alice).balance.minorUnits == 0)
        #expect(try story.db.fineAccount(of: story.bob, with: story.alice, by: story.bob).entries.map(\.kind)
                == [.fine, .payment, .waiver, .waiver])
    }

    @Test func selfServiceOffRefusesEvenAGoodCard() throws {
        let story = try station()
        let book = try story.book()
        let session = try story.db.authenticate(card: "B-1", pin: "1234", library: story.alice)
        try story.db.updatePolicy(by: story.alice) { $0.selfService = false }
        let error = expectError(.conflict) { try story.db.checkout([.isbn(book.isbn!)], member: session) }
        #expect(CirculationLibrary.refusal(error) == .selfServiceOff(library: "alice"))
    }

    @Test func aStationRenewsTheMembersLoanWhileSelfServiceAndTheCardStand() throws {
        let story = try station()
        try story.db.updatePolicy(by: story.alice) { $0.renewals = 2 }
        let book = try story.book()
        let session = try story.db.authenticate(card: "B-1", pin: "1234", library: story.alice)
        let loan = try story.db.checkout([.isbn(book.isbn!)], member: session).loan
        let renewed = try story.db.renew(loan: loan.id, member: session)
        #expect(renewed.dueDate == (try CirculationLibrary.day("2026-12-14")) && renewed.renewals == 1)
        let carol = try story.db.authenticate(card: "C-1", pin: "5678", library: story.alice)
        expectError(.notAllowed) { try story.db.renew(loan: loan.id, member: carol) }
        for _ in 1...5 { _ = try? story.db.authenticate(card: "B-1", pin: "9999", library: story.alice) }
        let locked = expectError(.conflict) { try story.db.renew(loan: loan.id, member: session) }
        guard case .cardLocked = CirculationLibrary.refusal(locked) else {
            Issue.record("expected a locked card, got \(String(describing: locked))")
            return
        }
        #expect(try story.db.standing(ofLoan: loan.id, by: story.bob).loan.renewals == 1)
    }
}
