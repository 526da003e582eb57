import Foundation
import Testing

/// Books without a barcode, printed labels scanned like ISBNs, and wrong ISBNs corrected.
@Suite("shelfscan lending: labels")
struct LabelCommandTests {
    @Test("a book without a barcode gets a label; its printed label is scanned for the handover and the return")
    func printedLabel() throws {
        try LendingScratch.with { scratch in
            try scratch.succeed(["user", "add", "alice"])
            try scratch.succeed(["user", "add", "bob"])
            let added = try scratch.succeed(["book", "add", "--user", "alice", "--no-barcode", "--title", "Family recipes",
                                             "--author", "Gran"])
            #expect(added == "added book 1: \"Family recipes\" by Gran, label 2900000000018, available"
                + " (print its label: shelfscan label 1 --output label.png)\n")
            let png = scratch.folder.appendingPathComponent("label.png").path
            #expect(try scratch.succeed(["label", "1", "--user", "alice", "--output", png])
                == "wrote label 2900000000018 of \"Family recipes\" (book 1) to \(png)\n")
            #expect(try CommandRunner.run(["scan", png]).output == "\(png)\tEAN-13\t2900000000018\t-\t-\n")
            try scratch.succeed(["request", "1", "--user", "bob"])
            try scratch.succeed(["accept", "1", "--user", "alice", "--lat", "1", "--lon", "2"])
            #expect(try scratch.succeed(["handover", "--user", "alice", "--image", png])
                == "scanned \"Family recipes\" to hand over book 1 to bob: waiting for bob to scan it too\n")
            let json = try scratch.succeed(["receive", "--user", "bob", "--isbn", "2900000000018", "--json"])
            let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
            #expect(object["label"] as? String == "2900000000018" && object["isbn"] == nil && object["outcome"] as? String == "loanStarted")
            try scratch.succeed(["return", "--user", "bob", "--image", png])
            #expect(try scratch.succeed(["receive", "--user", "alice", "--image", png]).hasSuffix("loan 1 ended, the book is back with its owner\n"))
            #expect(try scratch.succeed(["search", "2900000000018", "--user", "bob"]).contains("book 1: \"Family recipes\""))
        }
    }

    @Test("a book with an ISBN is labelled on demand; only its owner may; a file that cannot be written is named")
    func labelOnDemand() throws {
        try LendingScratch.with { scratch in
            try scratch.acceptedLoan()
            let png = scratch.folder.appendingPathComponent("copy.png").path
            try scratch.succeed(["label", "1", "--user", "alice", "--output", png])
            #expect(try scratch.succeed(["book", "show", "1"]).hasPrefix(
                "book 1: \"Numbers\" by Ann Author, ISBN 9780306406157, label 2900000000018, accepted"))
            let stranger = try scratch.run(["label", "1", "--user", "bob", "--output", png])
            #expect(stranger.status == 4 && stranger.errors == "bob is not allowed to label book 1 (only its owner may)\n")
            let nowhere = scratch.folder.appendingPathComponent("missing/label.png").path
            let unwritable = try scratch.run(["label", "1", "--user", "alice", "--output", nowhere])
            #expect(unwritable.status == 6 && unwritable.errors.hasPrefix("cannot write \(nowhere): "))
            #expect(try scratch.run(["label", "1", "--user", "alice"]).status == 64)
        }
    }

    @Test("book add takes one of --image, --isbn or --no-barcode, and a typed label is not an ISBN")
    func addChoices() throws {
        try LendingScratch.with { scratch in
            try scratch.succeed(["user", "add", "alice"])
            let both = try scratch.run(["book", "add", "--user", "alice", "--no-barcode", "--isbn", "9780306406157",
                                        "--title", "T", "--author", "A"])
            #expect(both.status == 64 && both.errors.contains("give one of --image FILE, --isbn ISBN or --no-barcode"))
            let label = try scratch.run(["book", "add", "--user", "alice", "--isbn", "2900000000018", "--title", "T",
                                         "--author", "A"])
            #expect(label.status == 1)
            #expect(label.errors == "2900000000018: a ShelfScan label, not an ISBN: a book without an ISBN is added"
                + " without a barcode and labelled\n")
            let product = try scratch.run(["handover", "--user", "alice", "--isbn", "4006381333931"])
            #expect(product.status == 1)
            #expect(product.errors == "4006381333931: a GTIN, not an ISBN or a ShelfScan label (an EAN-13 starting with 20 to 29)\n")
        }
    }

    @Test("a wrong ISBN is corrected with book edit --isbn; --no-isbn labels the book; no change says so")
    func correctISBN() throws {
        try LendingScratch.with { scratch in
            try scratch.succeed(["user", "add", "alice"])
            try scratch.succeed(["book", "add", "--user", "alice", "--isbn", "9780441172719", "--title", "Flatland",
                                 "--author", "Edwin A. Abbott"])
            #expect(try scratch.succeed(["book", "edit", "1", "--user", "alice", "--isbn", "0-486-27263-X"])
                == "changed book 1: \"Flatland\" by Edwin A. Abbott, ISBN 9780486272634, available\n")
            let bad = try scratch.run(["book", "edit", "1", "--user", "alice", "--isbn", "0-486-27263-1"])
            #expect(bad.status == 1 && bad.errors == "0-486-27263-1: check digit should be X\n")
            #expect(try scratch.succeed(["book", "edit", "1", "--user", "alice", "--title", "Flatland"])
                == "unchanged book 1: \"Flatland\" by Edwin A. Abbott, ISBN 9780486272634, available\n")
            #expect(try scratch.succeed(["book", "edit", "1", "--user", "alice", "--no-isbn"])
                == "changed book 1: \"Flatland\" by Edwin A. Abbott, label 2900000000018, available\n")
            let nothing = try scratch.run(["book", "edit", "1", "--user", "alice"])
            #expect(nothing.status == 64 && nothing.errors.contains("give at least one change"))
        }
    }
}
