import Foundation
import GRDB
import Testing

/// Safe text, databases that are never made by mistake, private library cards, editable profiles.
@Suite("shelfscan lending: trust")
struct TrustCommandTests {
    @Test("terminal escapes and control characters are refused, naming the field; over-long texts too")
    func controlCharacters() throws {
        try LendingScratch.with { scratch in
            try scratch.acceptedLoan()
            let clear = try scratch.run(["message", "send", "1", "x\u{1B}[2J", "--user", "bob"])
            #expect(clear.status == 1)
            #expect(clear.errors == "message has a control character (U+001B) at character 2:"
                + " control characters and terminal escapes are not allowed\n")
            let longTitle = try scratch.run(["book", "add", "--user", "alice", "--isbn", "9780441172719",
                                             "--title", String(repeating: "t", count: 130_000), "--author", "A"])
            #expect(longTitle.status == 1)
            #expect(longTitle.errors == "title is 130000 characters long: at most 500 are allowed\n")
            let longMessage = try scratch.run(["message", "send", "1", String(repeating: "m", count: 120_000), "--user", "bob"])
            #expect(longMessage.errors == "message is 120000 characters long: at most 2000 are allowed\n")
            let name = try scratch.run(["user", "add", "mallory", "--name", "\u{1B}]0;pwned\u{07}"])
            #expect(name.status == 1 && name.errors.hasPrefix("display name has a control character (U+001B) at character 1"))
            #expect(try scratch.succeed(["message", "list", "1", "--user", "alice"]) == "no messages on request 1\n")
            try scratch.succeed(["message", "send", "1", "Saturday?\r\nOr Sunday?", "--user", "bob"])
            #expect(try scratch.succeed(["message", "list", "1", "--user", "alice"]).contains("Saturday?\n    Or Sunday?"))
        }
    }

    @Test("text stored before the checks existed is printed with its escapes written out")
    func storedEscapesAreEscaped() throws {
        try LendingScratch.with { scratch in
            try scratch.acceptedLoan()
            try DatabaseQueue(path: scratch.database).write { db in
                try db.execute(sql: "UPDATE book SET title = 'Numbers\u{1B}[2J' WHERE id = 1")
                try db.execute(sql: "UPDATE user SET displayName = 'Bob\u{9B}31m' WHERE username = 'bob'")
            }
            let list = try scratch.succeed(["book", "list", "--user", "alice"])
            #expect(list.contains(#""Numbers\u{1B}[2J""#))
            #expect(!list.contains("\u{1B}"))
            let profile = try scratch.succeed(["user", "show", "bob"])
            #expect(profile.contains(#"bob (Bob\u{9B}31m)"#))
            let json = try scratch.succeed(["book", "show", "1", "--json"])
            #expect(json.contains(#"\u001b[2J"#) && !json.contains("\u{1B}"))
        }
    }

    @Test("a pickup place stored with control characters by an earlier release is listed escaped, not refused")
    func storedPickupEscapes() throws {
        try LendingScratch.with { scratch in
            try scratch.acceptedLoan()
            try DatabaseQueue(path: scratch.database).write { db in
                try db.execute(sql: "UPDATE bookRequest SET pickupAddress = 'Gate\u{1B}[2J', pickupComment = 'ring\u{7}' WHERE id = 1")
            }
            for arguments in [["book", "requests", "1", "--user", "alice"], ["loans", "--user", "bob"]] {
                let listed = try scratch.run(arguments)
                #expect(listed.status == 0, "\(arguments): \(listed.errors)")
                #expect(!listed.output.contains("\u{1B}") && !listed.output.contains("\u{7}"))
            }
            #expect(try scratch.succeed(["book", "requests", "1", "--user", "alice"]).contains(#"Gate\u{1B}[2J"#))
        }
    }

    @Test("a missing database is an error for every command but user add, and is not created")
    func noDatabaseByMistake() throws {
        try LendingScratch.with { scratch in
            let typo = scratch.folder.appendingPathComponent("typo.sqlite").path
            for arguments in [["search", "flatland"], ["book", "list", "--user", "alice"], ["user", "show", "alice"],
                              ["loans", "--user", "alice"], ["request", "1", "--user", "bob"]] {
                let outcome = try CommandRunner.run(arguments + ["--db", typo], dataHome: scratch.folder)
                #expect(outcome.status == 3, "\(arguments)")
                #expect(outcome.errors == "no database at \(typo): check --db or SHELFSCAN_DB, or create it by adding"
                    + " its first user (shelfscan user add NAME)\n")
                #expect(!FileManager.default.fileExists(atPath: typo))
            }
            let home = try CommandRunner.run(["search", "flatland"], dataHome: scratch.folder)
            #expect(home.status == 3)
            #expect(!FileManager.default.fileExists(atPath: scratch.folder.appendingPathComponent("shelfscan").path))
            #expect(try CommandRunner.run(["user", "add", "alice", "--db", typo]).status == 0)
            #expect(try CommandRunner.run(["search", "flatland", "--db", typo]).output == "no available book matches 'flatland'\n")
        }
    }

    @Test("an empty file given as the database is no database for a reading command, and stays empty")
    func emptyDatabaseFile() throws {
        try LendingScratch.with { scratch in
            let empty = scratch.folder.appendingPathComponent("empty.sqlite").path
            #expect(FileManager.default.createFile(atPath: empty, contents: Data()))
            for arguments in [["search", "flatland"], ["book", "list", "--user", "alice"]] {
                let outcome = try CommandRunner.run(arguments + ["--db", empty], dataHome: scratch.folder)
                #expect(outcome.status == 3, "\(arguments)")
                #expect(outcome.errors.hasPrefix("no database at \(empty): "))
                #expect(try FileManager.default.attributesOfItem(atPath: empty)[.size] as? Int == 0)
            }
            #expect(try CommandRunner.run(["user", "add", "alice", "--db", empty]).status == 0)
            #expect(try CommandRunner.run(["search", "flatland", "--db", empty]).status == 0)
        }
    }

    @Test("a library card is shown to its holder only; contact details to everyone")
    func privateCard() throws {
        try LendingScratch.with { scratch in
            try scratch.succeed(["user", "add", "alice", "--email", "alice@example.org", "--card", "LC-0042"])
            try scratch.succeed(["user", "add", "bob"])
            for viewer in [["--user", "bob"], []] {
                let text = try scratch.succeed(["user", "show", "alice"] + viewer)
                #expect(text.contains("email: alice@example.org"))
                #expect(!text.contains("LC-0042"))
                #expect(!(try scratch.succeed(["user", "show", "alice", "--json"] + viewer)).contains("LC-0042"))
            }
            #expect(try scratch.succeed(["user", "show", "alice", "--user", "alice"]).contains("library card: LC-0042"))
        }
    }

    @Test("user edit changes one's own contact details, validated; empty removes one")
    func editProfile() throws {
        try LendingScratch.with { scratch in
            try scratch.succeed(["user", "add", "alice", "--phone", "+44 20 7946 0000"])
            #expect(try scratch.succeed(["user", "edit", "--user", "alice", "--name", "Alice Liddell",
                                         "--email", "alice@example.net"]) == "changed the profile of alice\n")
            let profile = try scratch.succeed(["user", "show", "alice"])
            #expect(profile.hasPrefix("alice (Alice Liddell)\nemail: alice@example.net\nphone: +44 20 7946 0000\n"))
            try scratch.succeed(["user", "edit", "--user", "alice", "--phone", ""])
            #expect(!(try scratch.succeed(["user", "show", "alice"])).contains("phone:"))
            #expect(try scratch.succeed(["user", "edit", "--user", "alice", "--email", "alice@example.net"])
                == "the profile of alice is unchanged\n")

            let badEmail = try scratch.run(["user", "edit", "--user", "alice", "--email", "alice.example.org"])
            #expect(badEmail.status == 1)
            #expect(badEmail.errors == "invalid email 'alice.example.org': give an address such as name@example.org\n")
            let badPhone = try scratch.run(["user", "edit", "--user", "alice", "--phone", "call me"])
            #expect(badPhone.status == 1 && badPhone.errors.hasPrefix("invalid phone number 'call me'"))
            #expect(try scratch.run(["user", "add", "bob", "--email", "bob@"]).status == 1)
            #expect(try scratch.run(["user", "edit", "--user", "alice"]).status == 64)
            #expect(try scratch.succeed(["user", "show", "alice"]).contains("email: alice@example.net"))
        }
    }
}

@Suite("shelfscan lending: history")
struct HistoryCommandTests {
    @Test("deleting a book keeps its loans, ratings, comments and messages; the book stays readable as removed")
    func deletionKeepsHistory() throws {
        let scratch = try LendingScratch()
        defer { scratch.remove() }
        try scratch.acceptedLoan()
        try scratch.succeed(["message", "send", "1", "Saturday?", "--user", "bob"])
        for (user, verb) in [("alice", "handover"), ("bob", "receive"), ("bob", "return"), ("alice", "receive")] {
            try scratch.succeed([verb, "--user", user, "--image", LendingScratch.plainPhoto]
                + (verb == "return" ? ["--comment", "Late, and a torn page"] : []))
        }
        try scratch.succeed(["rate", "1", "1", "--user", "bob", "--text", "rude, late"])
        #expect(try scratch.succeed(["user", "show", "alice"]).contains("rated: 1.0 stars from 1 rating"))

        #expect(try scratch.succeed(["book", "delete", "1", "--user", "alice", "--yes"])
            == "deleted book 1; its loans, ratings and messages stay as history\n")
        #expect(try scratch.succeed(["user", "show", "alice"]).contains("rated: 1.0 stars from 1 rating"))
        #expect(try scratch.succeed(["book", "comments", "1"]).contains("Late, and a torn page"))
        #expect(try scratch.succeed(["message", "list", "1", "--user", "alice"]).contains("Saturday?"))
        #expect(try scratch.succeed(["book", "show", "1"]).contains("\"Numbers\" by Ann Author, ISBN 9780306406157, removed"))
        #expect(try scratch.succeed(["book", "list", "--user", "alice"]) == "you have no books\n")
        #expect(try scratch.succeed(["book", "list", "--user", "alice", "--status", "removed"]).contains("book 1:"))
        #expect(try scratch.succeed(["search", "numbers"]) == "no available book matches 'numbers'\n")
        let again = try scratch.run(["request", "1", "--user", "bob"])
        #expect(again.status == 5)
    }
}
