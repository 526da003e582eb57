import Foundation
import Testing

/// One wording and one exit status for the same thing, whichever command meets it.
@Suite("shelfscan lending: consistency")
struct ConsistencyCommandTests {
    /// A one-pixel GIF.
    private static let gif: [UInt8] = Array("GIF89a".utf8) + [0x01, 0x00, 0x01, 0x00, 0x80, 0x00, 0x00, 0xFF, 0xFF, 0xFF,
        0x00, 0x00, 0x00, 0x2C, 0x00, 0x00, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00, 0x02, 0x02, 0x44, 0x01, 0x00, 0x3B]

    @Test("a GIF is refused in the same words by photo add and book add; an empty file and a folder are named")
    func refusedFiles() throws {
        try LendingScratch.with { scratch in
            try scratch.acceptedLoan()
            let gif = scratch.folder.appendingPathComponent("cover.gif").path
            try Data(Self.gif).write(to: URL(fileURLWithPath: gif))
            let refusal = "\(gif): a GIF image, not a JPEG, PNG or WebP photo\n"
            let photo = try scratch.run(["photo", "add", "1", gif, "--user", "alice"])
            let book = try scratch.run(["book", "add", "--user", "alice", "--image", gif, "--title", "T", "--author", "A"])
            #expect(photo.status == 1 && book.status == 1)
            #expect(photo.errors == refusal && book.errors == refusal)
            let scan = try scratch.run(["handover", "--user", "alice", "--image", gif])
            #expect(scan.status == 1 && scan.errors == "\(gif): a GIF image, not a PNG, JPEG, WebP, PGM or PPM\n")
            for arguments in [["photo", "add", "1", "/dev/null", "--user", "alice"],
                              ["book", "add", "--user", "alice", "--image", "/dev/null", "--title", "T", "--author", "A"]] {
                let empty = try scratch.run(arguments)
                #expect(empty.status == 1 && empty.errors == "/dev/null: empty file\n", "\(arguments)")
            }
        }
    }

    @Test("without --title or --author, and nothing to look them up in, the add fails naming what is missing")
    func requiredOptions() throws {
        try LendingScratch.with { scratch in
            try scratch.succeed(["user", "add", "alice"])
            let noTitle = try scratch.run(["book", "add", "--user", "alice", "--isbn", "9780306406157", "--author", "A"])
            let noAuthor = try scratch.run(["book", "add", "--user", "alice", "--isbn", "9780306406157", "--title", "T"])
            #expect(noTitle.status == 1 && noAuthor.status == 1)
            #expect(noTitle.errors == "9780306406157: no title known (the catalogue could not be asked in full):"
                + " give its title and author (--title, --author)\n")
            #expect(noAuthor.errors.hasPrefix("9780306406157: no author known"))
            let unlabelled = try scratch.run(["book", "add", "--user", "alice", "--no-barcode", "--title", "T"])
            #expect(unlabelled.status == 64 && unlabelled.errors.contains("needs --title and --author"))
            #expect(try scratch.succeed(["book", "list", "--user", "alice"]) == "you have no books\n")
        }
    }

    @Test("an empty description is no description, in book add and book edit alike")
    func emptyDescription() throws {
        try LendingScratch.with { scratch in
            try scratch.succeed(["user", "add", "alice"])
            try scratch.succeed(["book", "add", "--user", "alice", "--isbn", "9780306406157", "--title", "T", "--author", "A",
                                 "--description", ""])
            try scratch.succeed(["book", "add", "--user", "alice", "--isbn", "9780441172719", "--title", "U", "--author", "A",
                                 "--description", "Worn"])
            #expect(try scratch.succeed(["book", "edit", "2", "--user", "alice", "--description", ""]).hasPrefix("changed book 2"))
            #expect(try scratch.succeed(["book", "show", "1"]).contains("description") == false)
            #expect(try scratch.succeed(["book", "show", "2"]).contains("description") == false)
        }
    }

    @Test("borrowed is one word: book list --status borrowed and loans --status borrowed (borrowing still read)")
    func borrowedWording() throws {
        try LendingScratch.with { scratch in
            try scratch.acceptedLoan()
            try scratch.succeed(["handover", "--user", "alice", "--isbn", "9780306406157"])
            try scratch.succeed(["receive", "--user", "bob", "--isbn", "9780306406157"])
            #expect(try scratch.succeed(["book", "list", "--user", "alice", "--status", "borrowed"]).contains("borrowed, with bob"))
            let loans = try scratch.succeed(["loans", "--user", "bob", "--status", "borrowed"])
            #expect(loans.hasPrefix("borrowed \"Numbers\" (book 1) from alice, loan 1 since "))
            #expect(try scratch.succeed(["loans", "--user", "bob", "--status", "borrowing"]) == loans)
        }
    }

    @Test("recommend tells a reader who has borrowed why there is nothing, not to borrow first")
    func recommendWording() throws {
        try LendingScratch.with { scratch in
            try scratch.acceptedLoan()
            try scratch.succeed(["handover", "--user", "alice", "--isbn", "9780306406157"])
            try scratch.succeed(["receive", "--user", "bob", "--isbn", "9780306406157"])
            #expect(try scratch.succeed(["recommend", "--user", "bob"]) == "no suggestions for bob yet: no book you can request"
                + " now shares an author or subject with what you borrowed, or was borrowed by people who borrowed the same books\n")
        }
    }

    @Test("scan --help says its default once")
    func jobsHelp() throws {
        let help = try CommandRunner.run(["scan", "--help"]).output
        #expect(help.contains("by default one per core"))
        #expect(!help.contains("(default: all cores)"))
    }
}
