import Foundation
import Testing

/// Fines settled while the book is still out, and the amounts `pay` and `waive` refuse.
@Suite("shelfscan lending: settling fines")
struct FineSettlementCommandTests {
    private typealias Term = CirculationTerm
    private static let isbns = CirculationTerm.isbns

    @Test("pay and waive settle an accruing fine; fines, pay and waive say the account in the same words")
    func accruingFineSettled() throws {
        try LendingScratch.with { scratch in
            let term = try Term(scratch: scratch)
            try term.succeed(["policy", "set", "--user", "alice", "--loan-days", "7", "--fine-per-day", "0.50", "--block-at", "1"])
            try term.addBook(Self.isbns[0], title: "Numbers")
            try term.lend(book: 1, isbn: Self.isbns[0], to: "bob")
            term.day = "2026-11-12"   // 3 days overdue: 1.50 accruing
            #expect(try term.succeed(["fines", "--user", "bob"])
                == "bob owes alice 1.50 EUR (0.00 EUR charged, 1.50 EUR accruing), blocked\n")
            #expect(try term.succeed(["pay", "bob", "1", "--user", "alice"])
                == "recorded 1.00 EUR paid; bob owes alice 0.50 EUR (0.50 EUR charged, 0.00 EUR accruing)\n"
                + "  2026-11-12 fine 1.50 EUR (loan 1)\n  2026-11-12 payment 1.00 EUR\n")
            #expect(try term.succeed(["fines", "--user", "bob"]).hasPrefix("bob owes alice 0.50 EUR (0.50 EUR charged, 0.00 EUR accruing)\n"))
            #expect(try term.succeed(["waive", "bob", "--user", "alice"])
                .hasPrefix("waived 0.50 EUR; bob owes alice 0.00 EUR (0.00 EUR charged, 0.00 EUR accruing)\n"))
        }
    }

    @Test("a negative or zero amount is refused with its own message, naming it; what is not an amount is a usage error")
    func amountMustBePositive() throws {
        try LendingScratch.with { scratch in
            let term = try Term(scratch: scratch)
            let positive = "the amount must be positive\n"
            #expect(try term.fail(["pay", "bob", "-1", "--user", "alice"], status: 1) == "invalid amount '-1.00': " + positive)
            #expect(try term.fail(["pay", "bob", "-1.50", "--user", "alice"], status: 1) == "invalid amount '-1.50': " + positive)
            #expect(try term.fail(["waive", "bob", "-0.5", "--user", "alice"], status: 1) == "invalid amount '-0.50': " + positive)
            #expect(try term.fail(["pay", "bob", "0", "--user", "alice"], status: 1) == "invalid amount '0.00': " + positive)
            try term.fail(["pay", "bob", "1", "--frobnicate", "--user", "alice"], status: 64)
            try term.fail(["pay", "bob", "1", "2", "--user", "alice"], status: 64)
            try term.fail(["pay", "bob", "--user", "alice"], status: 64)
        }
    }
}
