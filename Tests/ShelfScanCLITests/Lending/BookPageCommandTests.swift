import Foundation
import Testing

/// `book show`: one page with the book's photos, comments, the viewer's part in it and the pickup
/// place on a map, as each viewer may see it.
@Suite("shelfscan book show: the book page")
struct BookPageCommandTests {
    @Test("the requester sees the accepted pickup with a map link, a member in line their place, the borrower the loan")
    func viewers() throws {
        try LendingScratch.with { scratch in
            for name in ["alice", "bob", "carol"] { try scratch.succeed(["user", "add", name]) }
            try scratch.succeed(["book", "add", "--user", "alice", "--image", LendingScratch.coverPhoto,
                                 "--title", "Flatland", "--author", "Edwin A. Abbott"])
            try scratch.succeed(["request", "1", "--user", "bob"])
            #expect(try scratch.succeed(["book", "show", "1", "--user", "bob"]).contains("\nyours: requested by you, waiting for the owner\n"))
            try scratch.succeed(["accept", "1", "--user", "alice", "--lat", "52.52", "--lon", "13.405", "--address", "Gate 1"])
            try scratch.succeed(["hold", "1", "--user", "carol"])

            let map = "https://www.openstreetmap.org/?mlat=52.52&mlon=13.405#map=18/52.52/13.405"
            let bobs = try scratch.succeed(["book", "show", "1", "--user", "bob"])
            #expect(bobs.contains("\nyours: accepted for you, pick it up\n"))
            #expect(bobs.contains("\npickup: Gate 1 (52.52, 13.405) map: \(map)\n"))
            #expect(bobs.contains("\nphotos: 1 (JPEG, "))
            #expect(try scratch.succeed(["book", "show", "1", "--user", "alice"]).contains("map: \(map)"))
            let carols = try scratch.succeed(["book", "show", "1", "--user", "carol"])
            #expect(carols.contains("\non loan\n") && carols.contains("\nyour hold: waiting, number 1 in line"))
            #expect(!carols.contains("pickup:") && !carols.contains("bob"))

            try scratch.succeed(["handover", "--user", "alice", "--image", LendingScratch.coverPhoto])
            try scratch.succeed(["receive", "--user", "bob", "--image", LendingScratch.coverPhoto])
            #expect(try scratch.succeed(["book", "show", "1", "--user", "bob"]).contains("\nyours: on loan to you, no due date\n"))
            try scratch.succeed(["return", "--user", "bob", "--image", LendingScratch.coverPhoto, "--comment", "A classic"])
            try scratch.succeed(["receive", "--user", "alice", "--image", LendingScratch.coverPhoto])

            let page = try scratch.succeed(["book", "show", "1", "--user", "carol"])
            #expect(page.contains("\ncomments:\n  bob (loan 1, "))
            let json = try scratch.succeed(["book", "show", "1", "--user", "alice", "--json"])
            let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
            #expect((object["photos"] as? [[String: Any]])?.first?["format"] as? String == "JPEG")
            #expect((object["comments"] as? [[String: Any]])?.first?["text"] as? String == "A classic")
        }
    }
}
