import Foundation
import Testing

/// Who sees whom: `book show` and `search` name a borrower only to the owner and the borrower, and
/// a promised book is found only by those two.
@Suite("shelfscan lending: privacy")
struct PrivacyCommandTests {
    /// The JSON object `line` holds.
    private static func object(_ line: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
    }

    @Test("book show names the borrower to the owner and the borrower only; others read 'on loan'")
    func bookShow() throws {
        try LendingScratch.with { scratch in
            try scratch.acceptedLoan()
            try scratch.succeed(["user", "add", "carol"])
            for handedOver in [false, true] {
                if handedOver {
                    // Handed over: lent, and still named only to the same two.
                    try scratch.succeed(["handover", "--user", "alice", "--image", LendingScratch.plainPhoto])
                    try scratch.succeed(["receive", "--user", "bob", "--image", LendingScratch.plainPhoto])
                }
                for viewer in ["alice", "bob"] {
                    #expect(try scratch.succeed(["book", "show", "1", "--user", viewer]).contains("\nborrower: bob\n"))
                    let json = try Self.object(try scratch.succeed(["book", "show", "1", "--user", viewer, "--json"]))
                    #expect(json["borrower"] as? String == "bob" && json["onLoan"] as? Bool == true)
                }
                for viewer in [["--user", "carol"], []] {
                    let text = try scratch.succeed(["book", "show", "1"] + viewer)
                    #expect(text.contains("\nowner: alice\non loan\n") && !text.contains("bob"), "\(viewer): \(text)")
                    let line = try scratch.succeed(["book", "show", "1", "--json"] + viewer)
                    let json = try Self.object(line)
                    #expect(json["borrower"] == nil && json["onLoan"] as? Bool == true && !line.contains("bob"))
                }
            }
        }
    }

    @Test("search --unavailable finds a promised book for its owner and the one it is promised to only")
    func promisedBookSearch() throws {
        try LendingScratch.with { scratch in
            try scratch.acceptedLoan()
            try scratch.succeed(["user", "add", "carol"])
            for viewer in ["alice", "bob"] {
                #expect(try scratch.succeed(["search", "numbers", "--unavailable", "--user", viewer])
                    .hasPrefix("book 1: \"Numbers\" by Ann Author, ISBN 9780306406157, accepted, owner alice\n"))
            }
            for viewer in [["--user", "carol"], []] {
                #expect(try scratch.succeed(["search", "numbers", "--unavailable"] + viewer)
                    == "no unavailable book matches 'numbers'\n")
                #expect(try scratch.succeed(["search", "9780306406157", "--unavailable", "--json"] + viewer).isEmpty)
                #expect(try scratch.succeed(["search", "numbers"] + viewer) == "no available book matches 'numbers'\n")
            }
            try scratch.succeed(["handover", "--user", "alice", "--image", LendingScratch.plainPhoto])
            try scratch.succeed(["receive", "--user", "bob", "--image", LendingScratch.plainPhoto])
            let lent = try scratch.succeed(["search", "numbers", "--unavailable", "--user", "carol"])
            #expect(lent.hasPrefix("book 1: \"Numbers\" by Ann Author, ISBN 9780306406157, borrowed, owner alice\n"))
            #expect(!lent.contains("bob"))
        }
    }
}
