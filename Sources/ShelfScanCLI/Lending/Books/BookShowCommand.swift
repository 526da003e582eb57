import ArgumentParser
import ShelfScan

/// `shelfscan book show ID`: the book's page (`BookPage`) as the acting user may see it.
struct BookShowCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "show",
        abstract: "Show a book's page: details, owner, borrower, your part in it, photos, comments.",
        discussion: """
            The borrower (or the user the book is promised to) is named only to the owner and to \
            that borrower; anyone else reads "on loan". With --user, the page says what the book \
            is to you: requested or accepted for you, your hold and place in line, your due date, \
            and for the two parties of an accepted request its pickup place with a map link.

              shelfscan book show 7 --user alice
            """)

    @Argument(help: "The book id.")
    var bookID: Int64

    @OptionGroup var lending: LendingOptions

    func run() throws {
        try lending.run(in: .current()) { session in
            let viewer = try session.username.map(session.database.user(named:))
            let page = try session.desk.bookPage(bookID, as: viewer)
            return CommandOutput(page.text, record: BookRecord(page, in: session.database))
        }
    }
}
