import ArgumentParser
import ShelfScan

/// `shelfscan book show ID`: one book with its owner and borrower.
struct BookShowCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "show",
        abstract: "Show a book: its details, owner and current borrower.",
        discussion: """
              shelfscan book show 7
            """)

    @Argument(help: "The book id.")
    var bookID: Int64

    @OptionGroup var lending: LendingOptions

    func run() throws {
        try lending.run(in: .current()) { session in
            let book = try session.database.book(bookID)
            let owner = try session.database.user(id: book.ownerID).username
            let borrower = try session.database.borrower(ofBook: bookID)?.username
            var lines = [LendingText.summary(book), "owner: \(owner)"]
            if let borrower { lines.append("borrower: \(borrower)") }
            if let description = book.description { lines.append("description: \(description.indentingFollowingLines())") }
            if !book.subjects.isEmpty { lines.append("subjects: " + book.subjects.joined(separator: ", ")) }
            let edition = try session.database.edition(ofBook: bookID)
            if let edition, !edition.isEmpty || !edition.sources.isEmpty {
                lines.append("edition: " + LendingText.edition(edition))
            }
            if edition?.lookupPending == true { lines.append("details still to look up: shelfscan catalog refresh") }
            return CommandOutput(lines.joined(separator: "\n"),
                                 record: BookRecord(book, owner: owner, borrower: borrower, edition: edition))
        }
    }
}
