import Foundation
import Testing

/// Lists that scale: descriptions shown, subjects searched, pages with their totals, sorting, history.
@Suite("shelfscan lending: lists")
struct ListCommandTests {
    /// alice's three gardening books, added in the order Roses, Asters, Moss.
    private func garden(_ scratch: LendingScratch) throws {
        try scratch.succeed(["user", "add", "alice"])
        try scratch.succeed(["user", "add", "bob"])
        for (title, author, isbn) in [("Roses", "Cy Rose", "9780306406157"), ("Asters", "Bo Aster", "9780441172719"),
                                      ("Moss", "Al Moss", "9780486272634")] {
            try scratch.succeed(["book", "add", "--user", "alice", "--isbn", isbn, "--title", title, "--author", author,
                                 "--subject", "Gardening", "--description", "\(title) in pots\nSecond line"])
        }
    }

    @Test("search, book list and loans show descriptions under each book; search covers subjects")
    func descriptionsAndSubjects() throws {
        try LendingScratch.with { scratch in
            try garden(scratch)
            let found = try scratch.succeed(["search", "gardening", "--user", "bob"])
            #expect(found.hasPrefix("book 3: \"Moss\" by Al Moss, ISBN 9780486272634, available, owner alice\n"
                + "    Moss in pots\n    Second line\n"))
            #expect(try scratch.succeed(["book", "list", "--user", "alice"]).contains("available\n    Asters in pots\n"))
            try scratch.succeed(["request", "2", "--user", "bob"])
            #expect(try scratch.succeed(["loans", "--user", "bob"]) == "requested \"Asters\" (book 2) from alice, request 1\n"
                + "    Asters in pots\n    Second line\n")
        }
    }

    @Test("lists come a page at a time and say how many there are; --sort rearranges them")
    func pagesAndSorting() throws {
        try LendingScratch.with { scratch in
            try garden(scratch)
            let first = try scratch.succeed(["search", "gardening", "--limit", "2"])
            #expect(first.contains("book 3: \"Moss\"") && first.contains("book 2: \"Asters\"") && !first.contains("Roses"))
            #expect(first.hasSuffix("showing 1-2 of 3 books; next: --offset 2\n"))
            let last = try scratch.succeed(["search", "gardening", "--limit", "2", "--offset", "2"])
            #expect(last.hasPrefix("book 1: \"Roses\"") && last.hasSuffix("showing 3-3 of 3 books\n"))
            let json = try scratch.run(["search", "gardening", "--limit", "2", "--json", "--db", scratch.database])
            #expect(json.output.split(separator: "\n").count == 2 && json.errors == "showing 1-2 of 3 books; next: --offset 2\n")
            #expect(try scratch.succeed(["search", "gardening"]).contains("showing") == false)
            let byTitle = try scratch.succeed(["book", "list", "--user", "alice", "--sort", "title"])
            #expect(byTitle.split(separator: "\n").filter { $0.hasPrefix("book") }.map { $0.prefix(6) } == ["book 2", "book 3", "book 1"])
            let byAuthor = try scratch.succeed(["book", "list", "--user", "alice", "--sort", "author", "--limit", "1", "--offset", "1"])
            #expect(byAuthor.hasPrefix("book 2: \"Asters\" by Bo Aster") && byAuthor.hasSuffix("showing 2-2 of 3 books; next: --offset 2\n"))
            let past = try scratch.succeed(["book", "list", "--user", "alice", "--offset", "5"])
            #expect(past == "you have no books\nnothing past 3 books (--offset 5)\n")
            let badSort = try scratch.run(["search", "gardening", "--sort", "price"])
            #expect(badSort.status == 64)
            #expect(try scratch.run(["search", "gardening", "--limit", "0"]).errors.contains("--limit must be 1 to 1000, not 0"))
        }
    }

    @Test("loans --history lists the loans that ended, lent and borrowed, newest first")
    func history() throws {
        try LendingScratch.with { scratch in
            try garden(scratch)
            for (book, request, isbn, day) in [("1", "1", "9780306406157", "01"), ("3", "2", "9780486272634", "05")] {
                let now = ["SHELFSCAN_NOW": "2026-03-\(day)T10:00:00Z"]
                for arguments in [["request", book, "--user", "bob"], ["accept", request, "--user", "alice", "--lat", "1", "--lon", "2"],
                                  ["handover", "--user", "alice", "--isbn", isbn], ["receive", "--user", "bob", "--isbn", isbn],
                                  ["return", "--user", "bob", "--isbn", isbn, "--comment", "Lovely"],
                                  ["receive", "--user", "alice", "--isbn", isbn]] {
                    let outcome = try scratch.run(arguments, variables: now)
                    #expect(outcome.status == 0, "\(arguments): \(outcome.errors)")
                }
            }
            #expect(try scratch.succeed(["loans", "--user", "bob", "--history"])
                == "returned \"Moss\" (book 3) to alice, loan 2, 2026-03-05 to 2026-03-05: \"Lovely\"\n"
                + "returned \"Roses\" (book 1) to alice, loan 1, 2026-03-01 to 2026-03-01: \"Lovely\"\n")
            #expect(try scratch.succeed(["loans", "--user", "alice", "--history", "--sort", "title", "--limit", "1"])
                == "lent \"Moss\" (book 3) to bob, loan 2, 2026-03-05 to 2026-03-05: \"Lovely\"\nshowing 1-1 of 2 loans; next: --offset 1\n")
            #expect(try scratch.succeed(["loans", "--user", "bob"]) == "nothing requested, accepted or borrowed\n")
            let json = try scratch.succeed(["loans", "--user", "alice", "--history", "--json"])
            let object = try #require(try JSONSerialization.jsonObject(with: Data(json.split(separator: "\n")[0].utf8)) as? [String: Any])
            #expect(object["role"] as? String == "lent" && object["borrower"] as? String == "bob")
            #expect(try scratch.run(["loans", "--user", "bob", "--history", "--status", "accepted"]).status == 64)
        }
    }
}
