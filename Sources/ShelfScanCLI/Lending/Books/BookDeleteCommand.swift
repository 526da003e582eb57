import ArgumentParser

/// `shelfscan book delete ID`: removes an available book of the user's, keeping its history.
struct BookDeleteCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "delete",
        abstract: "Delete one of your books that is not requested, accepted or borrowed.",
        discussion: """
            The book leaves your list and every search, and its photos are deleted; its loans, \
            ratings, comments and messages stay, and `book show` and `book list --status removed` \
            still show it. Asks for confirmation on a terminal; scripts give --yes.

              shelfscan book delete 7 --yes
            """)

    @Argument(help: "The book id.")
    var bookID: Int64

    @Flag(help: "Delete without asking.")
    var yes = false

    @OptionGroup var lending: LendingOptions

    func run() throws {
        try lending.run(in: .current()) { session in
            let user = try session.actingUser()
            let book = try session.database.book(bookID)
            // Someone else's book is refused by the store, without a question first.
            let asked = book.ownerID == user.id
            guard try !asked || Confirmation(assumeYes: yes).confirm("delete book \(book.id), \"\(book.title)\"") else {
                return CommandOutput("kept book \(bookID)", record: ["kept": bookID])
            }
            try session.database.deleteBook(bookID, by: user)
            return CommandOutput("deleted book \(bookID); its loans, ratings and messages stay as history",
                                 record: ["deleted": bookID])
        }
    }
}
