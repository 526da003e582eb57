import Foundation
import Testing

/// What `loans` tells a borrower before their books.
@Suite("shelfscan lending: loans warnings")
struct LoansWarningCommandTests {
    private typealias Term = CirculationTerm
    private static let isbns = CirculationTerm.isbns

    @Test("loans starts with what the borrower owes each lender, and whether they are blocked, until it is settled")
    func finesBeforeTheLoans() throws {
        try LendingScratch.with { scratch in
            let term = try Term(scratch: scratch)
            try term.succeed(["policy", "set", "--user", "alice", "--loan-days", "7", "--fine-per-day", "0.50", "--block-at", "1"])
            try term.addBook(Self.isbns[0], title: "Numbers")
            try term.lend(book: 1, isbn: Self.isbns[0], to: "bob")
            #expect(try term.succeed(["loans", "--user", "bob"]).hasPrefix("borrowed \"Numbers\""))
            term.day = "2026-11-12"   // 3 days overdue: 1.50 accruing
            #expect(try term.succeed(["loans", "--user", "bob"]).hasPrefix("alice: you owe 1.50 EUR in fines (0.00 EUR charged,"
                + " 1.50 EUR accruing); your account is blocked: please pay at the desk\nborrowed \"Numbers\" (book 1) from alice"))
            let json = try term.run(["loans", "--user", "bob", "--json"])
            #expect(json.output.hasPrefix("{") && json.errors.hasPrefix("alice: you owe 1.50 EUR in fines"))
            try term.succeed(["pay", "bob", "1", "--user", "alice"])
            #expect(try term.succeed(["loans", "--user", "bob"]).hasPrefix("alice: you owe 0.50 EUR in fines (0.50 EUR charged,"
                + " 0.00 EUR accruing)\nborrowed"))
            try term.succeed(["waive", "bob", "--user", "alice"])
            #expect(try term.succeed(["loans", "--user", "bob"]).hasPrefix("borrowed \"Numbers\""))
        }
    }
}
