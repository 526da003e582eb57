import ArgumentParser
import ShelfScan

/// `shelfscan book show ID`: one book with its owner and borrower; the borrower is named only to
/// the owner and the borrower, anyone else reads "on loan" (`Disclosure`).
struct BookShowCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "show",
        abstract: "Show a book: its details, owner and current borrower.",
        discussion: """
            The borrower (or the user the book is promised to) is named only to the owner and to \
            that borrower; anyone else reads "on loan".

              shelfscan book show 7 --user alice
            """)

    @Argument(help: "The book id.")
    var bookID: Int64

    @OptionGroup var lending: LendingOptions

    func run() throws {
        try lending.run(in: .current()) { session in
            let book = try session.database.book(bookID)
            let owner = try session.database.user(id: book.ownerID).username
            let viewer = try session.username.map(session.database.user(named:))
            let holder = try session.database.holder(ofBook: bookID, as: viewer)
            var lines = [LendingText.summary(book), "owner: \(owner)"]
            if let holder { lines.append(holder.username.map { "borrower: \($0)" } ?? "on loan") }
            if let description = book.description { lines.append("description: \(description.indentingFollowingLines())") }
            if !book.subjects.isEmpty { lines.append("subjects: " + book.subjects.joined(separator: ", ")) }
            let edition = try session.database.edition(ofBook: bookID)
            if let edition, !edition.isEmpty || !edition.sources.isEmpty {
                lines.append("edition: " + LendingText.edition(edition))
            }
            if edition?.lookupPending == true { lines.append("details still to look up: shelfscan catalog refresh") }
            return CommandOutput(lines.joined(separator: "\n"),
                                 record: BookRecord(book, owner: owner, borrower: holder?.username,
                                                    onLoan: holder.map { _ in true }, edition: edition))
        }
    }
}
