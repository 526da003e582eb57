import ArgumentParser

/// `shelfscan book delete ID`: removes an available book of the user's.
struct BookDeleteCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "delete",
        abstract: "Delete one of your books that is not requested, accepted or borrowed.",
        discussion: """
              shelfscan book delete 7
            """)

    @Argument(help: "The book id.")
    var bookID: Int64

    @OptionGroup var lending: LendingOptions

    func run() throws {
        try lending.run(in: .current()) { session in
            try session.database.deleteBook(bookID, by: try session.actingUser())
            return CommandOutput("deleted book \(bookID)", record: ["deleted": bookID])
        }
    }
}
