import Foundation
import Testing
@testable import LendingKit

/// Circulation stories in the manner of library systems' own circulation tests: each sets a
/// policy, moves the clock and checks due dates, fines and refusals.
@Suite struct LoanScenarioTests {
    @Test func privateOwnersLendWithoutDueDatesOrFines() throws {
        let story = try CirculationLibrary()
        let book = try story.book()
        let loan = try story.lend(book, to: story.bob)
        #expect(loan.dueDate == nil)
        story.advance(days: 400)
        #expect(try story.db.standing(ofLoan: loan.id, by: story.bob).daysOverdue == 0)
        let ended = try story.giveBack(book, from: story.bob)
        #expect(try story.db.standing(ofLoan: ended.id, by: story.bob).fine.minorUnits == 0)
        #expect(try story.db.fineAccounts(of: story.bob).isEmpty)
    }

    @Test func simpleLoanAndReturnInTime() throws {
        let story = try CirculationLibrary { $0.loanDays = 14 }
        let book = try story.book()
        let loan = try story.lend(book, to: story.bob)
        #expect(loan.dueDate == (try CirculationLibrary.day("2026-11-16")))
        story.advance(days: 14)
        let standing = try story.db.standing(ofLoan: loan.id, by: story.alice)
        #expect(standing.daysOverdue == 0 && standing.fine.minorUnits == 0)
        let ended = try story.giveBack(book, from: story.bob)
        #expect(ended.returnedAt != nil)
        #expect(try story.db.fineAccounts(of: story.alice).isEmpty)
        #expect(try story.db.loanHistory(of: story.bob).items.map(\.loan.id) == [loan.id])
        #expect(try ConsistencyChecker.problems(in: story.db).isEmpty)
    }

    @Test func overdueFinesWaitForTheGracePeriodThenCountFromTheDueDateUpToTheCap() throws {
        let story = try CirculationLibrary { policy in
            policy.loanDays = 14
            policy.finePerDay = try CirculationLibrary.euros("0.25")
            policy.graceDays = 2
            policy.maxFine = try CirculationLibrary.euros("1.00")
        }
        let inGrace = try story.book(1, title: "In grace")
        let late = try story.book(2, title: "Late")
        let veryLate = try story.book(3, title: "Very late")
        for book in [inGrace, late, veryLate] { try story.lend(book, to: story.bob) }
        story.advance(days: 16)   // 2 days overdue: within grace
        try story.giveBack(inGrace, from: story.bob)
        story.advance(days: 1)    // 3 days overdue
        let lateLoan = try #require(try story.db.lentLoans(of: story.alice).first { $0.standing.loan.bookID == late.id }?.standing)
        #expect(lateLoan.daysOverdue == 3)
        #expect(lateLoan.fine == (try CirculationLibrary.euros("0.75")))
        try story.giveBack(late, from: story.bob)
        story.advance(days: 10)   // 13 days overdue: 3.25 capped at 1.00
        #expect(try story.db.fineAccount(of: story.bob, with: story.alice, by: story.bob).accruing
                == (try CirculationLibrary.euros("1.00")))
        try story.giveBack(veryLate, from: story.bob)
        let account = try story.db.fineAccount(of: story.bob, with: story.alice, by: story.alice)
        #expect(account.entries.map(\.amount) == [75, 100])
        #expect(account.balance == (try CirculationLibrary.euros("1.75")))
        #expect(account.accruing.minorUnits == 0)
        #expect(try story.db.inbox(of: story.bob).contains { $0.kind == .fineCharged && $0.text.contains("0.75 EUR") })
    }

    @Test func aDueDateOnAClosedDayMovesToTheNextOpenDay() throws {
        let story = try CirculationLibrary { policy in
            policy.loanDays = 12   // Saturday 14 November
            policy.closedWeekdays = [.saturday, .sunday]
            policy.closedDates = [try CirculationLibrary.day("2026-11-16")]
            policy.finePerDay = try CirculationLibrary.euros("0.10")
        }
        let book = try story.book()
        let loan = try story.lend(book, to: story.bob)
        #expect(loan.dueDate == (try CirculationLibrary.day("2026-11-17")))
        story.advance(days: 21)   // Monday 23 November: 6 days late, of which Sat 21 and Sun 22 are closed
        #expect(try story.db.standing(ofLoan: loan.id, by: story.bob).daysOverdue == 6)
        #expect(try story.db.standing(ofLoan: loan.id, by: story.bob).fine == (try CirculationLibrary.euros("0.40")))
    }

    @Test func renewalsRunUntilTheLimit() throws {
        let story = try CirculationLibrary { policy in
            policy.loanDays = 14
            policy.renewals = 2
            policy.renewalDays = 7
        }
        let book = try story.book()
        let loan = try story.lend(book, to: story.bob)
        #expect(try story.db.renew(loan: loan.id, by: story.bob).dueDate == (try CirculationLibrary.day("2026-11-23")))
        #expect(try story.db.renew(loan: loan.id, by: story.alice).renewals == 2)
        let before = try DatabaseSnapshot(story.db)
        let error = expectError(.conflict) { try story.db.renew(loan: loan.id, by: story.bob) }
        #expect(CirculationLibrary.refusal(error) == .renewalLimit(title: "Dune", count: 2))
        #expect(error?.description == "cannot renew loan \(loan.id): \"Dune\" was renewed 2 times already, the most this library allows")
        #expect(try DatabaseSnapshot(story.db) == before)
        expectError(.notAllowed) { try story.db.renew(loan: loan.id, by: story.carol) }
        #expect(try story.db.inbox(of: story.bob).contains { $0.kind == .renewed && $0.text.contains("2026-11-30") })
    }

    @Test func renewalRefusedByAWaitingHoldUnlessThePolicyAllowsIt() throws {
        let story = try CirculationLibrary { policy in
            policy.loanDays = 14
            policy.renewals = 3
        }
        let book = try story.book()
        let loan = try story.lend(book, to: story.bob)
        try story.db.placeHold(onBook: book.id, by: story.carol)
        let error = expectError(.conflict) { try story.db.renew(loan: loan.id, by: story.bob) }
        #expect(CirculationLibrary.refusal(error) == .someoneWaiting(title: "Dune", daysOverdue: 0))
        #expect(error?.description.hasSuffix("please bring it back by its due date") == true)
        story.advance(days: 16)
        let late = expectError(.conflict) { try story.db.renew(loan: loan.id, by: story.bob) }
        #expect(CirculationLibrary.refusal(late) == .someoneWaiting(title: "Dune", daysOverdue: 2))
        #expect(late?.description.hasSuffix("someone is waiting for \"Dune\", 2 days overdue: please bring it back") == true)
        story.advance(days: -16)
        try story.db.updatePolicy(by: story.alice) { $0.holdBlocksRenewal = false }
        #expect(try story.db.renew(loan: loan.id, by: story.bob).dueDate == (try CirculationLibrary.day("2026-11-30")))
    }

    @Test func renewalRefusedWhenOverdueTooLongOrBlockedOrWithoutDueDate() throws {
        let story = try CirculationLibrary { policy in
            policy.loanDays = 7
            policy.renewals = 5
            policy.graceDays = 1
            policy.finePerDay = try CirculationLibrary.euros("1")
            policy.blockAt = try CirculationLibrary.euros("1.50")
        }
        let first = try story.book(1, title: "First")
        let second = try story.book(2, title: "Second")
        let loan = try story.lend(first, to: story.bob)
        story.advance(days: 3)
        let other = try story.lend(second, to: story.bob)
        story.advance(days: 6)   // the first 2 days overdue, 1 of grace
        let late = expectError(.conflict) { try story.db.renew(loan: loan.id, by: story.bob) }
        #expect(CirculationLibrary.refusal(late) == .overdueTooLong(title: "First", days: 2, grace: 1))
        try story.giveBack(first, from: story.bob)   // fined 2.00: above the block
        let blocked = expectError(.conflict) { try story.db.renew(loan: other.id, by: story.bob) }
        #expect(CirculationLibrary.refusal(blocked) == .blockedByFines(title: "Second", owed: try CirculationLibrary.euros("2"),
                                                                       limit: try CirculationLibrary.euros("1.50")))
        let loose = try story.library.addBook("Loose", by: story.carol, isbn: Library.isbn(9))
        let noDue = try story.library.lend(loose, from: story.carol, to: story.bob)
        #expect(CirculationLibrary.refusal(expectError(.conflict) { try story.db.renew(loan: noDue.id, by: story.bob) })
                == .noDueDate(loanID: noDue.id))
    }

    @Test func renewAllRenewsWhatItCanAndSaysWhyNotForTheRest() throws {
        let story = try CirculationLibrary { policy in
            policy.loanDays = 14
            policy.renewals = 1
        }
        let held = try story.book(1, title: "Held")
        let free = try story.book(2, title: "Free")
        try story.lend(held, to: story.bob)
        try story.lend(free, to: story.bob)
        try story.db.placeHold(onBook: held.id, by: story.carol)
        let outcomes = try story.db.renewAll(by: story.bob)
        #expect(outcomes.map(\.title) == ["Held", "Free"])
        #expect(outcomes[0].renewed == nil && CirculationLibrary.refusal(outcomes[0].refusal) == .someoneWaiting(title: "Held", daysOverdue: 0))
        #expect(outcomes[1].renewed?.renewals == 1)
    }

    @Test func theLoanLimitCountsBooksKeptForTheBorrowerAndRefusesFurtherRequests() throws {
        let story = try CirculationLibrary { $0.maxLoans = 2 }
        let first = try story.book(1, title: "First")
        let second = try story.book(2, title: "Second")
        let third = try story.book(3, title: "Third")
        try story.lend(first, to: story.bob)
        let kept = try story.db.requestBook(second.id, by: story.bob)
        try story.db.accept(request: kept.id, pickup: Library.spot, by: story.alice)
        let error = expectError(.conflict) { try story.db.requestBook(third.id, by: story.bob) }
        #expect(CirculationLibrary.refusal(error) == .tooManyLoans(title: "Third", count: 2, limit: 2))
        #expect(error?.description == "cannot request book \(third.id): \"Third\": you have 2 books borrowed or kept for you,"
                + " the most this library lends at once is 2: bring one back first")
        // Another lender's books do not count.
        let other = try story.library.addBook("Other", by: story.carol, isbn: Library.isbn(4))
        #expect(try story.db.requestBook(other.id, by: story.bob).status == .pending)
    }

    @Test func referenceBooksAreNeverRequestedOrHeld() throws {
        let story = try CirculationLibrary()
        let atlas = try story.book(1, title: "Atlas")
        try story.db.editBook(atlas.id, changes: BookChanges(isReference: true), by: story.alice)
        let error = expectError(.conflict) { try story.db.requestBook(atlas.id, by: story.bob) }
        #expect(CirculationLibrary.refusal(error) == .referenceBook(title: "Atlas"))
        let gift = try story.library.addBook("Gift", by: story.alice, isbn: Library.isbn(2), gift: true)
        expectError(.invalidInput) { try story.db.editBook(gift.id, changes: BookChanges(isReference: true), by: story.alice) }
        let lent = try story.book(3, title: "Lent")
        try story.lend(lent, to: story.bob)
        expectError(.conflict) { try story.db.editBook(lent.id, changes: BookChanges(isReference: true), by: story.alice) }
    }

    @Test func policySettingsOutOfRangeAreRefusedAndChangeNothing() throws {
        let story = try CirculationLibrary { $0.loanDays = 14 }
        let cases: [(inout LendingPolicy) -> Void] = [
            { $0.loanDays = 0 }, { $0.renewals = -1 }, { $0.maxLoans = 0 }, { $0.graceDays = 400 },
            { $0.closedWeekdays = Set(Weekday.allCases) }, { $0.selfService = true }, { $0.holdPickupDays = 0 },
        ]
        for change in cases {
            expectError(.invalidInput) { try story.db.updatePolicy(by: story.alice) { change(&$0) } }
        }
        #expect(try story.db.policy(of: story.alice).loanDays == 14)
        #expect(try story.db.policy(of: story.bob) == .private)
        let changes = try story.db.dbWriter.read { db in
            try String.fetchAll(db, sql: "SELECT after FROM lendingEvent WHERE action = 'policyChanged'")
        }
        #expect(changes == ["loan days 14"])
    }
}
