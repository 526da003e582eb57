import Foundation
import ShelfScanTestSupport
import Testing

/// What a scan says when it does nothing, and how lists show a handover or return half done.
@Suite("shelfscan lending: scan feedback")
struct ScanFeedbackCommandTests {
    @Test("a second scan by the same side says it waits for the other; loans and book list show who has scanned")
    func halfDone() throws {
        try LendingScratch.with { scratch in
            try scratch.acceptedLoan()
            try scratch.succeed(["handover", "--user", "alice", "--isbn", "9780306406157"])
            let again = try scratch.run(["handover", "--user", "alice", "--isbn", "9780306406157"])
            #expect(again.status == 5)
            #expect(again.errors == "already scanned \"Numbers\" to hand over book 1 to bob; waiting for bob to scan it\n")
            #expect(try scratch.succeed(["loans", "--user", "bob", "--status", "accepted"]).hasSuffix(
                ", alice has scanned it; scan it to receive it\n"))
            #expect(try scratch.succeed(["book", "list", "--user", "alice"]).hasSuffix(
                "accepted, with bob, you scanned it to hand it over; waiting for bob to scan it\n"))
            try scratch.succeed(["receive", "--user", "bob", "--isbn", "9780306406157"])
            try scratch.succeed(["return", "--user", "bob", "--isbn", "9780306406157", "--comment", ""])
            #expect(try scratch.succeed(["loans", "--user", "bob", "--status", "borrowed"]).hasSuffix(
                ", you scanned it to hand it back; waiting for alice to scan it\n"))
            #expect(try scratch.succeed(["book", "list", "--user", "alice", "--status", "borrowed"]).hasSuffix(
                ", bob has scanned it; scan it to receive it back\n"))
            let json = try scratch.succeed(["loans", "--user", "bob", "--json"])
            let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
            let scans = try #require(object["scans"] as? [String: Any])
            #expect(object["list"] as? String == "borrowed" && scans["kind"] as? String == "return")
            #expect(scans["borrowerScanned"] as? Bool == true && scans["ownerScanned"] as? Bool == false)
            try scratch.succeed(["receive", "--user", "alice", "--isbn", "9780306406157"])
            #expect(try scratch.succeed(["book", "comments", "1"]) == "no comments on book 1\n")
        }
    }

    @Test("a photo of two ISBNs adds no book and says to type the one meant")
    func twoISBNsToAdd() throws {
        try LendingScratch.with { scratch in
            try scratch.succeed(["user", "add", "alice"])
            let picture = try BarcodePictures.stacked(["9780306406157", "9780441172719"])
            let both = try BarcodePictures.write(picture, named: "two.png", in: scratch.folder)
            let outcome = try scratch.run(["book", "add", "--user", "alice", "--image", both, "--title", "T", "--author", "A"])
            #expect(outcome.status == 1)
            #expect(outcome.errors == "\(both): several ISBNs (9780306406157, 9780441172719): type the one meant instead"
                + " of the photo (--isbn)\n")
            #expect(try scratch.succeed(["book", "list", "--user", "alice"]) == "you have no books\n")
        }
    }
}
