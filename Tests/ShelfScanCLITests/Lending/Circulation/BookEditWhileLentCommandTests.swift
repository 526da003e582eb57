import Foundation
import Testing

/// `book edit` on a book that is out.
@Suite("shelfscan lending: edits while lent")
struct BookEditWhileLentCommandTests {
    private typealias Term = CirculationTerm
    private static let isbns = CirculationTerm.isbns

    @Test("a lent book's title, authors and description are refused, naming the book and its status; its subjects change")
    func editsWhileLent() throws {
        try LendingScratch.with { scratch in
            let term = try Term(scratch: scratch)
            try term.addBook(Self.isbns[0], title: "Numbers")
            try term.lend(book: 1, isbn: Self.isbns[0], to: "bob")
            #expect(try term.fail(["book", "edit", "1", "--title", "Letters", "--description", "New", "--user", "alice"], status: 5)
                == "cannot change the title and description of \"Numbers\" (book 1): it is borrowed;"
                + " its title, authors and description change only while it is available\n")
            #expect(try term.succeed(["book", "edit", "1", "--subject", "Mathematics", "--user", "alice"]).contains("Numbers"))
        }
    }

    @Test("the owner's private note changes while the book is lent, and only the owner sees it, in text and JSON")
    func privateNoteWhileLent() throws {
        try LendingScratch.with { scratch in
            let term = try Term(scratch: scratch)
            try term.addBook(Self.isbns[0], title: "Numbers")
            try term.lend(book: 1, isbn: Self.isbns[0], to: "bob")
            let note = "From Grandma, 1995\nnot to be given away"
            #expect(try term.succeed(["book", "edit", "1", "--note", note, "--user", "alice"]).hasPrefix("changed book 1"))
            #expect(try term.succeed(["book", "edit", "1", "--note", note, "--user", "alice"]).hasPrefix("unchanged book 1"))
            #expect(try term.succeed(["book", "show", "1", "--user", "alice"])
                .contains("\nyour private note: From Grandma, 1995\n    not to be given away\n"))
            #expect(try term.succeed(["book", "show", "1", "--user", "alice", "--json"])
                .contains(#""privateNote":"From Grandma, 1995\nnot to be given away""#))
            for arguments in [["book", "show", "1", "--user", "bob"], ["book", "show", "1", "--user", "bob", "--json"],
                              ["book", "show", "1"], ["search", "numbers", "--user", "carol", "--json"],
                              ["loans", "--user", "bob", "--json"]] {
                let shown = try term.succeed(arguments)
                #expect(!shown.contains("Grandma") && !shown.contains("privateNote"), "\(arguments): \(shown)")
            }
            #expect(try term.fail(["book", "edit", "1", "--note", "mine", "--user", "bob"], status: 4)
                == "bob is not allowed to edit book 1 (only its owner may)\n")
            #expect(try term.succeed(["book", "edit", "1", "--note", "", "--user", "alice"]).hasPrefix("changed book 1"))
            #expect(!(try term.succeed(["book", "show", "1", "--user", "alice"]).contains("private note")))
        }
    }
}
