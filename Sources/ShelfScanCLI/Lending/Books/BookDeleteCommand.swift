import ArgumentParser

/// `shelfscan book delete ID`: removes an available book of the user's, keeping its history.
struct BookDeleteCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "delete",
        abstract: "Delete one of your books that is not requested, accepted or borrowed.",
        discussion: """
            The book leaves your list and every search, and its photos are deleted; its loans, \
            ratings, comments and messages stay, and `book show` and `book list --status removed` \
            still show it.

              shelfscan book delete 7
            """)

    @Argument(help: "The book id.")
    var bookID: Int64

    @OptionGroup var lending: LendingOptions

    func run() throws {
        try lending.run(in: .current()) { session in
            try session.database.deleteBook(bookID, by: try session.actingUser())
            return CommandOutput("deleted book \(bookID); its loans, ratings and messages stay as history",
                                 record: ["deleted": bookID])
        }
    }
}
