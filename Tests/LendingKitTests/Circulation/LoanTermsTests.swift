import Foundation
import GRDB
@testable import LendingKit
import ShelfScanTestSupport
import Testing

/// A policy changed while books are out applies to loans from then on: each loan keeps the fine
/// rate, grace days, fine cap and renewal limit it was lent on.
@Suite("Loan terms")
struct LoanTermsTests {
    /// 14-day loans, 0.25 a day after 2 grace days, capped at 1.00, one renewal of 7 days.
    static func story() throws -> CirculationLibrary {
        try CirculationLibrary { policy in
            policy.loanDays = 14
            policy.renewals = 1
            policy.renewalDays = 7
            policy.finePerDay = try CirculationLibrary.euros("0.25")
            policy.graceDays = 2
            policy.maxFine = try CirculationLibrary.euros("1.00")
        }
    }

    /// Rates 50 times higher, no grace, a cap of 100.00 and five renewals.
    static func harsher(_ policy: inout LendingPolicy) throws(CirculationError) {
        policy.finePerDay = try CirculationLibrary.euros("12.50")
        policy.graceDays = 0
        policy.maxFine = try CirculationLibrary.euros("100")
        policy.renewals = 5
    }

    @Test("raising the fine per day turns no 1.00 fine into 50.00: the loan out is charged on its own terms")
    func fineRateKept() throws {
        let story = try Self.story()
        let old = try story.lend(try story.book(1), to: story.bob)
        try story.db.updatePolicy(by: story.alice, Self.harsher)
        let new = try story.lend(try story.book(2, title: "Emma"), to: story.carol)
        story.advance(days: 18)   // 4 days overdue
        #expect(try story.db.standing(ofLoan: old.id, by: story.bob).fine == (try CirculationLibrary.euros("1.00")))
        #expect(try story.db.standing(ofLoan: new.id, by: story.carol).fine == (try CirculationLibrary.euros("50.00")))
        #expect(try story.db.fineAccount(of: story.bob, with: story.alice, by: story.bob).accruing
                == (try CirculationLibrary.euros("1.00")))
        try story.giveBack(try story.db.book(old.bookID), from: story.bob)
        #expect(try story.db.fineAccount(of: story.bob, with: story.alice, by: story.alice).balance
                == (try CirculationLibrary.euros("1.00")))
    }

    @Test("more renewals in the policy do not renew a loan lent with one; fewer do not take its renewal away")
    func renewalLimitKept() throws {
        let story = try Self.story()
        let kept = try story.lend(try story.book(1), to: story.bob)
        try story.db.updatePolicy(by: story.alice, Self.harsher)
        #expect(try story.db.standing(ofLoan: kept.id, by: story.bob).renewalsLeft == 1)
        try story.db.renew(loan: kept.id, by: story.bob)
        let error = expectError(.conflict) { try story.db.renew(loan: kept.id, by: story.bob) }
        #expect(CirculationLibrary.refusal(error) == .renewalLimit(title: "Dune", count: 1))

        let later = try story.lend(try story.book(2, title: "Emma"), to: story.carol)
        try story.db.updatePolicy(by: story.alice) { $0.renewals = 0 }
        #expect(try story.db.renew(loan: later.id, by: story.carol).renewals == 1)
    }

    @Test("the overdue notice quotes the fine of the loan's own terms")
    func noticeUsesLoanTerms() throws {
        let story = try Self.story()
        try story.lend(try story.book(1), to: story.bob)
        try story.db.updatePolicy(by: story.alice, Self.harsher)
        story.advance(days: 18)
        try story.db.sendNotices(by: story.alice)
        #expect(try story.db.inbox(of: story.bob).contains { $0.kind == .overdue && $0.text.contains("fine so far 1.00 EUR") })
    }

    @Test("migrating a v8 store gives its loans the terms of their lender's policy, or of none")
    func migration() throws {
        var terms = LendingPolicy.private
        terms.renewals = 2
        terms.finePerDay = try CirculationLibrary.euros("0.25")
        terms.graceDays = 3
        terms.maxFine = try CirculationLibrary.euros("5")
        #expect(try Self.migratedLoanTerms(lenderPolicy: terms) == terms.loanTerms)
        #expect(try Self.migratedLoanTerms(lenderPolicy: nil) == LendingPolicy.private.loanTerms)
    }

    /// The terms the loan of the v3 fixture has after migrating to v8, giving its lender `lenderPolicy`
    /// if any, and on to the last schema.
    static func migratedLoanTerms(lenderPolicy: LendingPolicy?) throws -> LoanTerms {
        let path = try MigrationTests.copyOfFixture()
        defer { TemporaryDatabase.remove(path) }
        let queue = try DatabaseQueue(path: path)
        try AppDatabase.migrator.migrate(queue, upTo: "v8: circulation: policies, due dates, renewals, fines, holds, members")
        if let lenderPolicy {
            try queue.write { db in
                let lenderID = try #require(try Int64.fetchOne(db, sql: "SELECT lenderID FROM loan"))
                try lenderPolicy.save(ownerID: lenderID, at: Date(timeIntervalSince1970: 0), db)
            }
        }
        try AppDatabase.migrator.migrate(queue)
        let loans = try queue.read { db in try Loan.fetchAll(db, sql: "SELECT * FROM loan") }
        try #require(loans.count == 1)
        return loans[0].terms(in: .euro)
    }
}
