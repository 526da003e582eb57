import Foundation
import Testing

@Suite("shelfscan lending commands")
struct LendingCommandTests {
    @Test("The headline story: add by photo, request, accept, both handover scans, both return scans, ratings")
    func story() throws {
        try LendingScratch.with { scratch in
            try scratch.succeed(["user", "add", "alice", "--name", "Alice Liddell", "--email", "alice@example.org"])
            try scratch.succeed(["user", "add", "bob"])
            let added = try scratch.succeed(["book", "add", "--user", "alice", "--image", LendingScratch.coverPhoto,
                                             "--title", "Flatland", "--author", "Edwin A. Abbott"])
            #expect(added == "added book 1: \"Flatland\" by Edwin A. Abbott, ISBN 9780393316049, available"
                + " (ISBN read from \(LendingScratch.coverPhoto), kept as photo 1)\n"
                + "    details still to look up: run `shelfscan catalog refresh` when online\n")
            #expect(try scratch.succeed(["search", "flatland", "abbott"]).contains("book 1: \"Flatland\""))
            try scratch.succeed(["request", "1", "--user", "bob"])
            let accepted = try scratch.succeed(["accept", "1", "--user", "alice", "--lat", "52.52", "--lon", "13.405",
                                                "--address", "Alexanderplatz 1", "--comment", "after 5 pm"])
            #expect(accepted == "accepted request 1 for book 1; pickup at Alexanderplatz 1 (52.52, 13.405): after 5 pm\n")
            #expect(try scratch.succeed(["loans", "--user", "bob", "--status", "accepted"])
                .contains("pickup Alexanderplatz 1 (52.52, 13.405): after 5 pm"))

            let handedOver = try scratch.succeed(["handover", "--user", "alice", "--image", LendingScratch.coverPhoto])
            #expect(handedOver == "scanned \"Flatland\" to hand over book 1 to bob: waiting for bob to scan it too\n")
            let received = try scratch.succeed(["receive", "--user", "bob", "--image", LendingScratch.coverPhoto])
            #expect(received == "scanned \"Flatland\" to receive book 1 from alice: loan 1 started\n")
            #expect(try scratch.succeed(["book", "list", "--user", "alice", "--status", "borrowed"]).contains(", with bob"))

            try scratch.succeed(["return", "--user", "bob", "--image", LendingScratch.coverPhoto, "--comment", "A classic"])
            let back = try scratch.succeed(["receive", "--user", "alice", "--image", LendingScratch.coverPhoto])
            #expect(back == "scanned \"Flatland\" to receive back book 1 from bob: loan 1 ended, the book is back with its owner\n")
            #expect(try scratch.succeed(["rate", "1", "5", "--user", "alice", "--text", "Careful reader"])
                == "rated bob 5/5 for loan 1\n")
            try scratch.succeed(["rate", "1", "4", "--user", "bob"])
            #expect(try scratch.succeed(["book", "comments", "1"]).contains("bob (loan 1, "))
            #expect(try scratch.succeed(["user", "show", "ALICE"]).contains("rated: 4.0 stars from 1 rating"))
            #expect(try scratch.succeed(["inbox", "--user", "alice", "--unread"]).contains("bob rated you 4/5 for loan 1"))
            #expect(try scratch.succeed(["inbox", "read", "--all", "--user", "alice"]).hasPrefix("marked "))
            #expect(try scratch.succeed(["inbox", "--user", "alice", "--unread"]) == "no unread notifications\n")
        }
    }

    @Test("--json prints one object per line with ids, ISBNs and outcomes; empty lists print nothing")
    func json() throws {
        try LendingScratch.with { scratch in
            try scratch.acceptedLoan()
            let scan = try scratch.succeed(["handover", "--user", "alice", "--isbn", "0-306-40615-2", "--json"])
            let object = try #require(try JSONSerialization.jsonObject(with: Data(scan.utf8)) as? [String: Any])
            #expect(object["outcome"] as? String == "waiting")
            #expect(object["isbn"] as? String == "9780306406157")
            #expect(object["role"] as? String == "owner")
            #expect(object["bookID"] as? Int == 1)
            let list = try scratch.succeed(["book", "list", "--user", "alice", "--json"])
            let book = try #require(try JSONSerialization.jsonObject(with: Data(list.utf8)) as? [String: Any])
            #expect(book["status"] as? String == "accepted")
            #expect(book["borrower"] as? String == "bob")
            #expect(try scratch.succeed(["search", "nothing-like-this", "--json"]).isEmpty)
            #expect(try scratch.succeed(["search", "nothing-like-this"]) == "no available book matches 'nothing-like-this'\n")
        }
    }

    @Test("Exit 1 for invalid input, naming it: no ISBN in the photo, a bad ISBN, bad coordinates, no acting user")
    func invalidInput() throws {
        try LendingScratch.with { scratch in
            try scratch.acceptedLoan()
            let ean8 = CommandRunner.image("barcodes/ean8-module2.png")
            let noISBN = try scratch.run(["handover", "--user", "alice", "--image", ean8])
            #expect(noISBN.status == 1)
            #expect(noISBN.errors == "\(ean8): no ISBN or ShelfScan label barcode found\n")
            let badISBN = try scratch.run(["book", "add", "--user", "alice", "--isbn", "9780306406158", "--title", "T", "--author", "A"])
            #expect(badISBN.status == 1)
            #expect(badISBN.errors == "9780306406158: check digit should be 7\n")
            let badPlace = try scratch.run(["pickup", "1", "--user", "alice", "--lat", "91", "--lon", "0"])
            #expect(badPlace.status == 1)
            #expect(badPlace.errors.hasPrefix("invalid pickup coordinates 91.0, 0.0"))
            let nobody = try scratch.run(["loans"])
            #expect(nobody.status == 1)
            #expect(nobody.errors == "no acting user: give --user NAME or set SHELFSCAN_USER\n")
            #expect(try scratch.run(["search", ""]).status == 1)
            #expect(try scratch.succeed(["book", "list", "--user", "alice"]).contains("book 1:"))
        }
    }

    @Test("Exit 3 not found, 4 not allowed, 5 conflict, 6 database error")
    func exitCodes() throws {
        try LendingScratch.with { scratch in
            try scratch.acceptedLoan()
            let noUser = try scratch.run(["loans", "--user", "zed"])
            #expect(noUser.status == 3)
            #expect(noUser.errors == "no such user: zed\n")
            #expect(try scratch.run(["book", "show", "99"]).status == 3)
            let nothing = try scratch.run(["return", "--user", "bob", "--image", LendingScratch.coverPhoto])
            #expect(nothing.status == 3)
            #expect(nothing.errors == "\(LendingScratch.coverPhoto): nothing to hand back for ISBN 9780393316049\n")
            #expect(try scratch.run(["handover", "--user", "bob", "--image", "/no/such/photo.jpg"]).status == 3)

            let notOwner = try scratch.run(["decline", "1", "--user", "bob"])
            #expect(notOwner.status == 4)
            #expect(notOwner.errors == "bob is not allowed to decline request 1 (only the book's owner may)\n")
            let wrongVerb = try scratch.run(["handover", "--user", "bob", "--image", LendingScratch.plainPhoto])
            #expect(wrongVerb.status == 4)
            #expect(wrongVerb.errors.contains("what waits for bob is to receive book 1 from alice"))

            let taken = try scratch.run(["user", "add", "ALICE"])
            #expect(taken.status == 5)
            #expect(taken.errors == "username 'ALICE' is already taken\n")
            #expect(try scratch.run(["book", "delete", "1", "--user", "alice", "--yes"]).status == 5)
            let unasked = try scratch.run(["book", "delete", "1", "--user", "alice"])
            #expect(unasked.status == 1)
            #expect(unasked.errors == "not confirmed: give --yes to delete book 1, \"Numbers\" when standard input is not a terminal\n")

            let folderAsFile = try CommandRunner.run(["loans", "--user", "bob", "--db", scratch.folder.path])
            #expect(folderAsFile.status == 6)
            #expect(folderAsFile.errors.hasPrefix("database error: "))
        }
    }

    @Test("A gift may be any item: a title and a photo, no author, no ISBN; a lent book still needs an author")
    func giftItem() throws {
        try LendingScratch.with { scratch in
            try scratch.succeed(["user", "add", "alice"])
            let lamp = try scratch.succeed(["book", "add", "--user", "alice", "--no-barcode", "--gift", "--title", "Desk lamp",
                                            "--photo", LendingScratch.plainPhoto])
            #expect(lamp.hasPrefix("added book 1: \"Desk lamp\", label "))
            #expect(lamp.contains(", available, gift, kept as photo 1 (print its label"))
            #expect(try scratch.succeed(["photo", "list", "1"]).contains("photo 1"))
            let lent = try scratch.run(["book", "add", "--user", "alice", "--no-barcode", "--title", "Lamp"])
            #expect(lent.status == 64 && lent.errors.contains("needs --title and --author (a gift only --title)"))
            let scanned = try scratch.run(["book", "add", "--user", "alice", "--isbn", "9780306406157", "--title", "T",
                                           "--author", "A", "--photo", LendingScratch.plainPhoto])
            #expect(scanned.status == 64 && scanned.errors.contains("--photo goes with --no-barcode"))
        }
    }

    @Test("Missing --image and --isbn, or both, is a usage error (64)")
    func usage() throws {
        try LendingScratch.with { scratch in
            #expect(try scratch.run(["handover", "--user", "alice"]).status == 64)
            let both = try scratch.run(["receive", "--user", "bob", "--image", "x.jpg", "--isbn", "9780306406157"])
            #expect(both.status == 64)
            #expect(both.errors.contains("give either --image FILE or --isbn CODE"))
        }
    }

    @Test("Two copies of one ISBN: the scan lists them and changes nothing; --book picks one")
    func ambiguity() throws {
        try LendingScratch.with { scratch in
            try scratch.acceptedLoan()
            try scratch.succeed(["user", "add", "carol"])
            try scratch.succeed(["book", "add", "--user", "alice", "--isbn", "9780306406157", "--title", "Numbers 2", "--author", "A"])
            try scratch.succeed(["request", "2", "--user", "carol"])
            let south = try scratch.succeed(["accept", "2", "--user", "alice", "--lat", "-33.4489", "--lon", "-70.6693"])
            #expect(south.contains("(-33.4489, -70.6693)"))
            let both = try scratch.run(["handover", "--user", "alice", "--image", LendingScratch.plainPhoto])
            #expect(both.status == 1)
            #expect(both.errors.contains("could mean book 1 (Numbers, hand over book 1 to bob), book 2 (Numbers 2, hand over book 2 to carol)"))
            let chosen = try scratch.succeed(["handover", "--user", "alice", "--image", LendingScratch.plainPhoto, "--book", "2"])
            #expect(chosen.contains("hand over book 2 to carol"))
            let stranger = try scratch.run(["receive", "--user", "carol", "--isbn", "9780306406157", "--book", "1"])
            #expect(stranger.status == 4)
        }
    }

    @Test("SHELFSCAN_USER and SHELFSCAN_DB act when the options are absent; --user and --db win over them")
    func environmentPrecedence() throws {
        try LendingScratch.with { scratch in
            try scratch.acceptedLoan()
            let asBob = ["SHELFSCAN_USER": "bob", "SHELFSCAN_DB": scratch.database]
            let fromVariables = try CommandRunner.run(["loans"], dataHome: scratch.folder, variables: asBob)
            #expect(fromVariables.status == 0)
            #expect(fromVariables.output.hasPrefix("accepted \"Numbers\" (book 1) from alice"))
            let userOption = try CommandRunner.run(["book", "list", "--user", "alice"], dataHome: scratch.folder, variables: asBob)
            #expect(userOption.output.contains("book 1: \"Numbers\""))
            let otherDatabase = scratch.folder.appendingPathComponent("other.sqlite").path
            let dbOption = try CommandRunner.run(["user", "add", "dora", "--db", otherDatabase], dataHome: scratch.folder,
                                                 variables: asBob)
            #expect(dbOption.status == 0)
            #expect(try scratch.run(["user", "show", "dora"]).status == 3)
        }
    }

    @Test("Without --db or SHELFSCAN_DB the database is made in $XDG_DATA_HOME/shelfscan, a folder of mode 0700")
    func defaultLocation() throws {
        try LendingScratch.with { scratch in
            let dataHome = scratch.folder.appendingPathComponent("data")
            let created = try CommandRunner.run(["user", "add", "erin"], dataHome: dataHome)
            #expect(created.status == 0)
            let folder = dataHome.appendingPathComponent("shelfscan").path
            let attributes = try FileManager.default.attributesOfItem(atPath: folder)
            #expect((attributes[.posixPermissions] as? NSNumber)?.intValue == 0o700)
            #expect(FileManager.default.fileExists(atPath: folder + "/lending.sqlite"))
            #expect(try CommandRunner.run(["user", "show", "erin"], dataHome: dataHome).status == 0)
        }
    }
}
