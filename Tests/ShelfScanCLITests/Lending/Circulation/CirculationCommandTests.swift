import Foundation
import Testing

/// The circulation scenarios once more, through the command line with SHELFSCAN_NOW moving the
/// days on, as a library would script a term.
@Suite("shelfscan lending: circulation")
struct CirculationCommandTests {
    private typealias Term = CirculationTerm
    private static let isbns = CirculationTerm.isbns

    @Test("a simple loan and return in time: a due date, no fine")
    func simpleLoanAndReturn() throws {
        try LendingScratch.with { scratch in
            let term = try Term(scratch: scratch)
            try term.succeed(["policy", "set", "--user", "alice", "--loan-days", "14", "--fine-per-day", "0.25"])
            try term.addBook(Self.isbns[0], title: "Numbers")
            try term.lend(book: 1, isbn: Self.isbns[0], to: "bob")
            term.day = "2026-11-16"   // the due date itself
            #expect(try term.succeed(["loans", "--user", "bob"]).hasSuffix("due 2026-11-16\n"))
            try term.giveBack(book: 1, isbn: Self.isbns[0], from: "bob")
            #expect(try term.succeed(["loans", "--user", "bob"]) == "nothing requested, accepted or borrowed\n")
            #expect(try term.succeed(["fines", "--user", "bob"]) == "no fines\n")
            #expect(try term.succeed(["loans", "--user", "alice", "--history"]).hasPrefix("lent \"Numbers\" (book 1) to bob, loan 1,"
                                                                                       + " 2026-11-02 to 2026-11-16"))
        }
    }

    @Test("a loan with a due date, overdue past the grace days, returned and fined up to the cap")
    func loanOverdueFinedCapped() throws {
        try LendingScratch.with { scratch in
            let term = try Term(scratch: scratch)
            try term.succeed(["policy", "set", "--user", "alice", "--loan-days", "14", "--fine-per-day", "0.25",
                              "--grace-days", "2", "--max-fine", "1", "--closed-weekdays", "sun"])
            try term.addBook(Self.isbns[0], title: "Numbers")
            try term.lend(book: 1, isbn: Self.isbns[0], to: "bob")
            #expect(try term.succeed(["loans", "--user", "bob"]).contains("loan 1 since 2026-11-02T10:00:00Z, due 2026-11-16\n"))
            term.day = "2026-11-18"   // 2 days late: within grace
            #expect(try term.succeed(["loans", "--user", "bob"]).contains("due 2026-11-16, 2 days overdue\n"))
            term.day = "2026-11-20"
            #expect(try term.succeed(["loans", "--user", "alice", "--lent"])
                == "lent \"Numbers\" (book 1) to bob, loan 1 since 2026-11-02, due 2026-11-16, 4 days overdue, fine so far 1.00 EUR\n")
            term.day = "2026-11-30"
            try term.giveBack(book: 1, isbn: Self.isbns[0], from: "bob")
            let fines = try term.succeed(["fines", "--user", "bob"])
            #expect(fines.hasPrefix("bob owes alice 1.00 EUR (1.00 EUR charged, 0.00 EUR accruing)\n  2026-11-30 fine 1.00 EUR (loan 1)"))
            #expect(try term.succeed(["loans", "--user", "bob", "--history"]).contains("returned \"Numbers\" (book 1) to alice"))
        }
    }

    @Test("a due date on a closed day moves to the next open day")
    func dueDateOnClosedDay() throws {
        try LendingScratch.with { scratch in
            let term = try Term(scratch: scratch)
            try term.succeed(["policy", "set", "--user", "alice", "--loan-days", "12", "--closed-weekdays", "sat,sun",
                              "--closed-dates", "2026-11-16"])
            try term.addBook(Self.isbns[0], title: "Numbers")
            try term.lend(book: 1, isbn: Self.isbns[0], to: "bob")
            #expect(try term.succeed(["loans", "--user", "alice", "--lent"]).contains("due 2026-11-17"))
            let shown = try term.succeed(["policy", "show", "--user", "alice"])
            #expect(shown.contains("closed weekdays: sat,sun\nclosed dates: 2026-11-16\n"))
        }
    }

    @Test("renewal until the limit, and refused while someone waits")
    func renewals() throws {
        try LendingScratch.with { scratch in
            let term = try Term(scratch: scratch)
            try term.succeed(["policy", "set", "--user", "alice", "--loan-days", "14", "--renewals", "2", "--renewal-days", "7"])
            try term.addBook(Self.isbns[0], title: "Numbers")
            try term.addBook(Self.isbns[1], title: "Dune")
            try term.lend(book: 1, isbn: Self.isbns[0], to: "bob")
            try term.lend(book: 2, isbn: Self.isbns[1], to: "bob")
            #expect(try term.succeed(["renew", "1", "--user", "bob"]) == "renewed loan 1, due 2026-11-23, 1 renewal left\n")
            #expect(try term.succeed(["renew", "1", "--user", "bob"]) == "renewed loan 1, due 2026-11-30, 0 renewals left\n")
            #expect(try term.fail(["renew", "1", "--user", "bob"], status: 5)
                == "cannot renew loan 1: \"Numbers\" was renewed 2 times already, the most this library allows\n")
            try term.succeed(["hold", "2", "--user", "carol"])
            #expect(try term.fail(["renew", "2", "--user", "bob"], status: 5)
                == "cannot renew loan 2: someone is waiting for \"Dune\": please bring it back by its due date\n")
            let all = try term.run(["renew", "--all", "--user", "bob"])
            #expect(all.status == 5)
            #expect(all.output.contains("not renewed: loan 1 \"Numbers\": cannot renew loan 1: \"Numbers\" was renewed 2 times already"))
            #expect(all.output.hasSuffix("renewed 0 of 2 loans\n"))
        }
    }

    @Test("a hold queue of three, with one pickup expiring")
    func holdQueue() throws {
        try LendingScratch.with { scratch in
            let term = try Term(scratch: scratch)
            try term.succeed(["user", "add", "erin"])
            try term.succeed(["policy", "set", "--user", "alice", "--loan-days", "14", "--hold-pickup-days", "3"])
            try term.addBook(Self.isbns[0], title: "Numbers")
            try term.lend(book: 1, isbn: Self.isbns[0], to: "bob")
            for name in ["carol", "dave", "erin"] { try term.succeed(["hold", "1", "--user", name]) }
            #expect(try term.succeed(["holds", "--user", "erin"]) == "hold 3 on \"Numbers\" (book 1) from alice, by erin: number 3 in line\n")
            term.day = "2026-11-06"
            try term.giveBack(book: 1, isbn: Self.isbns[0], from: "bob")
            #expect(try term.succeed(["holds", "--user", "carol"])
                == "hold 1 on \"Numbers\" (book 1) from alice, by carol: ready, pick it up by 2026-11-09 (request 2)\n")
            #expect(try term.succeed(["inbox", "--user", "carol"]).contains("is back and kept for you until 2026-11-09"))
            term.day = "2026-11-09"
            #expect(try term.succeed(["notices"]).contains("0 hold pickups expired"))
            term.day = "2026-11-10"
            #expect(try term.succeed(["notices"]).contains("1 hold pickup expired"))
            #expect(try term.succeed(["notices"]).contains("0 hold pickups expired"))
            #expect(try term.succeed(["holds", "--user", "dave"]).contains("by dave: ready, pick it up by"))
            #expect(try term.succeed(["holds", "--user", "alice", "--book", "1"]).components(separatedBy: "\n").count == 3)
            #expect(try term.succeed(["holds", "--user", "carol", "--history"]).contains("by carol: expired"))
        }
    }

    @Test("self-service checkout refused for each reason, PIN lockout and unlock, a blocked member who pays")
    func selfService() throws {
        try LendingScratch.with { scratch in
            let term = try Term(scratch: scratch)
            try term.succeed(["policy", "set", "--user", "alice", "--loan-days", "7", "--max-loans", "2", "--fine-per-day", "1",
                              "--block-at", "1.50", "--lat", "52.52", "--lon", "13.40", "--address", "Desk",
                              "--self-service", "on"])
            for (index, title) in ["Atlas", "One", "Two", "Three"].enumerated() {
                try term.addBook(Self.isbns[index], title: title)
            }
            try term.succeed(["book", "edit", "1", "--reference", "on", "--user", "alice"])
            try term.succeed(["book", "add", "--user", "dave", "--isbn", Self.isbns[4], "--title", "Dave's", "--author", "D", "--offline"])
            try term.succeed(["member", "add", "bob", "--card", "B-1", "--user", "alice"], pin: "2468")
            try term.succeed(["member", "add", "carol", "--card", "C-1", "--user", "alice"], pin: "1357")
            let checkout = { (isbn: String, card: String) in
                ["checkout", "--user", "alice", "--card", card, "--isbn", isbn]
            }
            #expect(try term.fail(checkout(Self.isbns[0], "B-1"), status: 5, pin: "2468")
                == "cannot check out ISBN \(Self.isbns[0]): \"Atlas\" is a reference book: it stays in the library\n")
            #expect(try term.fail(checkout(Self.isbns[4], "B-1"), status: 5, pin: "2468")
                == "cannot check out ISBN \(Self.isbns[4]): not a book of this library; please ask at the desk\n")
            let out = try term.succeed(["checkout", "--user", "alice", "--card", "b-1", "--isbn", Self.isbns[1], "--isbn", Self.isbns[2]],
                                       pin: "2468")
            #expect(out == "checked out \"One\" (book 2), loan 1, due 2026-11-09\nchecked out \"Two\" (book 3), loan 2, due 2026-11-09\n")
            #expect(try term.fail(checkout(Self.isbns[3], "B-1"), status: 5, pin: "2468")
                .contains("you have 2 books borrowed or kept for you, the most this library lends at once is 2"))
            try term.succeed(["hold", "2", "--user", "carol"])
            try term.succeed(["checkin", "--user", "alice", "--card", "B-1", "--isbn", Self.isbns[1]], pin: "2468")
            #expect(try term.fail(checkout(Self.isbns[1], "B-1"), status: 5, pin: "2468")
                .contains("\"One\" is on hold for another member"))
            for attempt in 1...5 {
                let errors = try term.fail(checkout(Self.isbns[3], "C-1"), status: 4, pin: "0000")
                #expect(errors.contains("wrong PIN for card C-1"), "attempt \(attempt): \(errors)")
            }
            #expect(try term.fail(checkout(Self.isbns[1], "C-1"), status: 4, pin: "1357").contains("card C-1: this card is locked"))
            try term.succeed(["member", "unlock", "C-1", "--user", "alice"])
            #expect(try term.succeed(checkout(Self.isbns[1], "C-1"), pin: "1357").hasPrefix("checked out \"One\""))
            term.day = "2026-11-12"   // bob's "Two" 3 days late: 3.00 accruing
            #expect(try term.fail(checkout(Self.isbns[3], "B-1"), status: 5, pin: "2468")
                .contains("your account is blocked: you owe 3.00 EUR in fines, more than 1.50 EUR"))
            #expect(try term.succeed(["checkin", "--user", "alice", "--card", "B-1", "--isbn", Self.isbns[2]], pin: "2468")
                == "checked in \"Two\" (book 3), loan 2; fine 3.00 EUR\n")
            #expect(try term.fail(["pay", "bob", "3.01", "--user", "alice"], status: 5) == "3.01 EUR is more than the 3.00 EUR owed\n")
            try term.succeed(["pay", "bob", "1.50", "--user", "alice"])
            #expect(try term.succeed(checkout(Self.isbns[3], "B-1"), pin: "2468").hasPrefix("checked out \"Three\""))
            #expect(try term.succeed(["waive", "bob", "--user", "alice"]).hasPrefix("waived 1.50 EUR; bob owes alice 0.00 EUR"))
        }
    }

    @Test("notices are sent once for a day; bad policy values are named and change nothing")
    func noticesAndBadInput() throws {
        try LendingScratch.with { scratch in
            let term = try Term(scratch: scratch)
            try term.succeed(["policy", "set", "--user", "alice", "--loan-days", "7", "--due-soon-days", "2"])
            try term.addBook(Self.isbns[0], title: "Numbers")
            try term.lend(book: 1, isbn: Self.isbns[0], to: "bob")
            term.day = "2026-11-07"
            #expect(try term.succeed(["notices", "--user", "alice"]).hasPrefix("1 due-soon and 0 overdue notices sent"))
            #expect(try term.succeed(["notices", "--user", "alice"]).hasPrefix("0 due-soon and 0 overdue notices sent"))
            term.day = "2026-11-11"
            #expect(try term.succeed(["notices"]).hasPrefix("0 due-soon and 1 overdue notice sent"))
            #expect(try term.succeed(["inbox", "--user", "bob"]).contains("is 2 days overdue, due 2026-11-09"))
            let before = try term.succeed(["policy", "show", "--user", "alice", "--json"])
            for (option, value, message) in [("--loan-days", "0", "invalid loan days '0': give 1 to 3,650"),
                                             ("--fine-per-day", "0.255", "invalid amount '0.255': EUR has 2 decimal places"),
                                             ("--closed-weekdays", "sat,funday", "invalid weekday 'funday'"),
                                             ("--closed-dates", "2026-02-30", "invalid date '2026-02-30'"),
                                             ("--time-zone", "Mars/Olympus", "unknown time zone 'Mars/Olympus'"),
                                             ("--self-service", "on", "invalid self-service 'on': set the library's place first")] {
                let errors = try term.fail(["policy", "set", "--user", "alice", option, value], status: 1)
                #expect(errors.contains(message), "\(option) \(value): \(errors)")
            }
            #expect(try term.succeed(["policy", "show", "--user", "alice", "--json"]) == before)
            #expect(try term.fail(["notices", "--date", "2026-13-01"], status: 1).contains("invalid date '2026-13-01'"))
        }
    }
}
