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
}
