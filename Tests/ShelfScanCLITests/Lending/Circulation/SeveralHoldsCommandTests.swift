import Foundation
import Testing

/// `hold` and `hold cancel` with several ids.
@Suite("shelfscan lending: several holds")
struct SeveralHoldsCommandTests {
    private typealias Term = CirculationTerm
    private static let isbns = CirculationTerm.isbns

    @Test("hold and hold cancel take several ids: a line for each done, the reason for each refused, the first refusal's status")
    func severalHolds() throws {
        try LendingScratch.with { scratch in
            let term = try Term(scratch: scratch)
            for (index, title) in ["One", "Two", "Three"].enumerated() { try term.addBook(Self.isbns[index], title: title) }
            try term.lend(book: 1, isbn: Self.isbns[0], to: "bob")
            try term.lend(book: 3, isbn: Self.isbns[2], to: "dave")
            let placed = try term.run(["hold", "1", "2", "9", "3", "--user", "carol"])
            #expect(placed.status == 5)
            #expect(placed.output == "placed hold 1 on \"One\" (book 1) from alice, by carol: number 1 in line\n"
                + "placed hold 2 on \"Three\" (book 3) from alice, by carol: number 1 in line\n")
            #expect(placed.errors == "cannot place a hold on book 2: \"Two\" is available now: request it (book 2)"
                + " instead of holding it\nno such book: 9\n")
            let cancelled = try term.run(["hold", "cancel", "1", "7", "--user", "carol"])
            #expect(cancelled.status == 3)
            #expect(cancelled.output == "cancelled hold 1 on \"One\" (book 1) from alice, by carol: cancelled\n")
            #expect(cancelled.errors == "no such hold: 7\n")
            #expect(try term.succeed(["holds", "--user", "carol"]).hasPrefix("hold 2 on \"Three\""))
        }
    }
}
