import Foundation
import Testing
@testable import LendingKit

/// Fines settled while the book is still out: a payment or waiver charges what the loan has
/// accrued so far as its one fine entry, which grows to the whole fine when the book comes back.
@Suite struct AccruingFineTests {
    /// 7-day loans, 0.50 a day, blocked above 1.00.
    private func story(maxFine: String? = nil) throws -> CirculationLibrary {
        try CirculationLibrary { policy in
            policy.loanDays = 7
            policy.finePerDay = try CirculationLibrary.euros("0.50")
            policy.blockAt = try CirculationLibrary.euros("1.00")
            policy.maxFine = try maxFine.map(CirculationLibrary.euros)
        }
    }

    @Test func aPaymentTowardAnAccruingFineIsTakenAndOnlyWhatFollowsAccruesAfterIt() throws {
        let story = try story()
        let book = try story.book()
        let loan = try story.lend(book, to: story.bob)
        story.advance(days: 10)   // 3 days overdue: 1.50 accruing, blocked
        let paid = try story.db.payFines(try CirculationLibrary.euros("1.00"), of: story.bob, by: story.alice)
        #expect(paid.entries.map(\.kind) == [.fine, .payment] && paid.entries.map(\.amount) == [150, 100])
        #expect(paid.entries.first?.loanID == loan.id)
        let half = try CirculationLibrary.euros("0.50")
        #expect(paid.balance == half && paid.accruing.minorUnits == 0 && !paid.isBlocked)
        #expect(paid.summary == "bob owes alice 0.50 EUR (0.50 EUR charged, 0.00 EUR accruing)")

        story.advance(days: 2)    // 2 more days: 1.00 accrues beyond the 1.50 charged
        let later = try story.db.fineAccount(of: story.bob, with: story.alice, by: story.bob)
        #expect(try later.accruing == (try CirculationLibrary.euros("1.00")) && later.owed == (try CirculationLibrary.euros("1.50")))
        #expect(later.isBlocked)
        #expect(try story.db.standing(ofLoan: loan.id, by: story.bob).fine == (try CirculationLibrary.euros("2.50")))

        try story.giveBack(book, from: story.bob)
        let back = try story.db.fineAccount(of: story.bob, with: story.alice, by: story.bob)
        #expect(back.entries.map(\.amount) == [250, 100], "one fine entry for the loan, grown to its whole fine")
        let owedBack = try CirculationLibrary.euros("1.50")
        #expect(back.balance == owedBack && back.accruing.minorUnits == 0)
        #expect(try story.db.inbox(of: story.bob).contains {
            $0.kind == .fineCharged && $0.text.hasSuffix("fine 2.50 EUR (1.50 EUR of it charged while it was out)")
        })
        #expect(try ConsistencyChecker.problems(in: story.db).isEmpty)
    }

    @Test func aLostBooksFineIsWaivedWhileItIsOutAndTheMemberMayBorrowAgain() throws {
        let story = try story(maxFine: "5.00")
        let lost = try story.book(1, title: "Lost")
        let next = try story.book(2, title: "Next")
        try story.lend(lost, to: story.bob)
        story.advance(days: 40)   // capped at 5.00
        let blocked = expectError(.conflict) { try story.db.requestBook(next.id, by: story.bob) }
        #expect(CirculationLibrary.refusal(blocked) == .blockedByFines(title: "Next", owed: try CirculationLibrary.euros("5.00"),
                                                                       limit: try CirculationLibrary.euros("1.00")))
        let waived = try story.db.waiveFines(nil, of: story.bob, by: story.alice)
        #expect(waived.owed.minorUnits == 0 && waived.entries.map(\.kind) == [.fine, .waiver])
        story.advance(days: 10)   // the cap was charged and waived: nothing more accrues
        #expect(try story.db.fineAccount(of: story.bob, with: story.alice, by: story.bob).owed.minorUnits == 0)
        #expect(try story.db.requestBook(next.id, by: story.bob).status == .pending)
        try story.giveBack(lost, from: story.bob)
        let back = try story.db.fineAccount(of: story.bob, with: story.alice, by: story.bob)
        #expect(back.entries.map(\.amount) == [500, 500] && back.owed.minorUnits == 0)
        #expect(try ConsistencyChecker.problems(in: story.db).isEmpty)
    }

    @Test func aPaymentOfChargedFinesAlsoChargesWhatBooksStillOutAccrued() throws {
        let story = try story()
        let back = try story.book(1, title: "Back")
        let out = try story.book(2, title: "Out")
        try story.lend(back, to: story.bob)
        try story.lend(out, to: story.bob)
        story.advance(days: 9)   // 2 days overdue each
        try story.giveBack(back, from: story.bob)   // 1.00 charged; "Out" accrues 1.00
        let paid = try story.db.payFines(try CirculationLibrary.euros("0.50"), of: story.bob, by: story.alice)
        #expect(paid.entries.map(\.amount) == [100, 100, 50] && paid.entries.map(\.kind) == [.fine, .fine, .payment])
        let charged = try CirculationLibrary.euros("1.50")
        #expect(paid.balance == charged && paid.accruing.minorUnits == 0)
    }

    @Test func settlingRefusesAnAmountNotPositiveOrBeyondWhatIsOwedAndChangesNothing() throws {
        let story = try story()
        try story.lend(try story.book(), to: story.bob)
        story.advance(days: 10)   // 1.50 accruing
        let before = try DatabaseSnapshot(story.db)
        let negative = expectError(.invalidInput) {
            try story.db.payFines(try CirculationLibrary.euros("-1"), of: story.bob, by: story.alice)
        }
        #expect(negative == .circulation(.amountNotPositive(try CirculationLibrary.euros("-1"))))
        #expect(negative?.description == "invalid amount '-1.00': the amount must be positive")
        let zero = expectError(.invalidInput) { try story.db.waiveFines(.zero(.euro), of: story.bob, by: story.alice) }
        #expect(zero == .circulation(.amountNotPositive(.zero(.euro))))
        let tooMuch = expectError(.conflict) {
            try story.db.payFines(try CirculationLibrary.euros("1.51"), of: story.bob, by: story.alice)
        }
        #expect(tooMuch?.description == "1.51 EUR is more than the 1.50 EUR owed")
        #expect(try DatabaseSnapshot(story.db) == before)
    }
}
