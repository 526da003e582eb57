import Foundation
import Testing

/// Ratings of ended loans and gifts, revised by their authors, shown as reviews on profiles.
@Suite("shelfscan lending: reviews")
struct ReviewCommandTests {
    /// alice's book lent to bob by both handover scans.
    private func lent(_ scratch: LendingScratch) throws {
        try scratch.acceptedLoan()
        try scratch.succeed(["handover", "--user", "alice", "--isbn", "9780306406157"])
        try scratch.succeed(["receive", "--user", "bob", "--isbn", "9780306406157"])
    }

    @Test("a loan is rated once it has ended; the profile shows the review newest first; the author revises it")
    func reviewsOnProfiles() throws {
        try LendingScratch.with { scratch in
            try lent(scratch)
            let early = try scratch.run(["rate", "1", "1", "--user", "alice", "--text", "rude, late"])
            #expect(early.status == 5)
            #expect(early.errors == "cannot rate loan 1 yet: it can be rated once the book is back (both return scans made)\n")
            try scratch.succeed(["return", "--user", "bob", "--isbn", "9780306406157"])
            try scratch.succeed(["receive", "--user", "alice", "--isbn", "9780306406157"])
            #expect(try scratch.succeed(["rate", "1", "1", "--user", "alice", "--text", "rude, late"]) == "rated bob 1/5 for loan 1\n")
            let profile = try scratch.succeed(["user", "show", "bob"])
            #expect(profile.contains("rated: 1.0 stars from 1 rating\nreviews:\n  1/5 from alice for loan 1 of \"Numbers\" (book 1), "))
            #expect(profile.hasSuffix("\n    rude, late\n"))

            let revised = try scratch.succeed(["rate", "1", "4", "--user", "alice", "--text", "On reflection: fine\nJust late"])
            #expect(revised == "revised your rating of bob 4/5 for loan 1\n")
            let after = try scratch.succeed(["user", "show", "bob"])
            #expect(after.contains("rated: 4.0 stars from 1 rating"))
            #expect(after.contains(", revised ") && after.hasSuffix("\n    On reflection: fine\n    Just late\n"))
            #expect(!after.contains("rude"))

            let json = try scratch.succeed(["user", "show", "bob", "--json"])
            let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
            let reviews = try #require(object["reviews"] as? [[String: Any]])
            #expect(reviews.count == 1 && reviews[0]["rater"] as? String == "alice" && reviews[0]["stars"] as? Int == 4)
            #expect(reviews[0]["bookTitle"] as? String == "Numbers" && reviews[0]["revisedAt"] != nil)

            try scratch.succeed(["book", "delete", "1", "--user", "alice", "--yes"])
            #expect(try scratch.succeed(["user", "show", "bob"]).contains("rated: 4.0 stars from 1 rating"))
        }
    }

    @Test("a gift handed over says its id, and either side rates it with --gift")
    func giftRatings() throws {
        try LendingScratch.with { scratch in
            try scratch.succeed(["user", "add", "alice"])
            try scratch.succeed(["user", "add", "carol"])
            try scratch.succeed(["book", "add", "--user", "alice", "--isbn", "9780441172719", "--title", "Dune",
                                 "--author", "Frank Herbert", "--gift"])
            try scratch.succeed(["request", "1", "--user", "carol"])
            try scratch.succeed(["accept", "1", "--user", "alice", "--lat", "1", "--lon", "2"])
            let early = try scratch.run(["rate", "1", "5", "--gift", "--user", "carol"])
            #expect(early.status == 3 && early.errors == "no gift was handed over on request 1\n")
            try scratch.succeed(["handover", "--user", "alice", "--isbn", "9780441172719"])
            let given = try scratch.succeed(["receive", "--user", "carol", "--isbn", "9780441172719"])
            #expect(given.hasSuffix("book 1 is now a gift to its new owner (gift 1)\n"))
            #expect(try scratch.succeed(["rate", "1", "5", "--gift", "--user", "carol", "--text", "Thank you!"])
                == "rated alice 5/5 for gift 1\n")
            let profile = try scratch.succeed(["user", "show", "alice"])
            #expect(profile.contains("  5/5 from carol for gift 1 of \"Dune\" (book 1), ") && profile.hasSuffix("    Thank you!\n"))
            let stranger = try scratch.run(["rate", "1", "5", "--user", "alice"])
            #expect(stranger.status == 3 && stranger.errors == "no such loan: 1\n")
        }
    }

    @Test("--reviews limits the reviews shown and says how many there are")
    func reviewCount() throws {
        try LendingScratch.with { scratch in
            try lent(scratch)
            try scratch.succeed(["return", "--user", "bob", "--isbn", "9780306406157"])
            try scratch.succeed(["receive", "--user", "alice", "--isbn", "9780306406157"])
            try scratch.succeed(["rate", "1", "5", "--user", "alice"])
            #expect(try scratch.succeed(["user", "show", "bob", "--reviews", "0"]).hasSuffix("rated: 5.0 stars from 1 rating\n"))
            let bad = try scratch.run(["user", "show", "bob", "--reviews", "1001"])
            #expect(bad.status == 64 && bad.errors.contains("--reviews must be 0 to 1000, not 1001"))
        }
    }
}
