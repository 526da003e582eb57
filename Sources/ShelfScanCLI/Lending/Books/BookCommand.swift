import ArgumentParser

/// `shelfscan book ...`: the acting user's books.
struct BookCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "book",
        abstract: "Add, change, delete and list your books.",
        subcommands: [BookAddCommand.self, BookEditCommand.self, BookDeleteCommand.self, BookListCommand.self,
                      BookShowCommand.self, BookRequestsCommand.self, BookCommentsCommand.self])
}
