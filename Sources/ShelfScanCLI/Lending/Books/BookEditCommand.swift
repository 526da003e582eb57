import ArgumentParser
import ShelfScan

/// `shelfscan book edit ID ...`: changes the given fields of one of the user's books.
struct BookEditCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "edit",
        abstract: "Change a book's title, authors, description, subjects or gift offer.",
        discussion: """
              shelfscan book edit 7 --description "Paperback, 1990, some pencil notes"
              shelfscan book edit 7 --no-gift
            """)

    @Argument(help: "The book id.")
    var bookID: Int64

    @Option(help: "A new title.")
    var title: String?

    @Option(name: .customLong("author"), help: "New authors; repeat for several.")
    var authors: [String] = []

    @Option(help: "A new description.")
    var description: String?

    @Option(name: .customLong("subject"), help: "New subjects; repeat for several.")
    var subjects: [String] = []

    @Flag(help: "Remove every subject.")
    var noSubjects = false

    @Flag(inversion: .prefixedNo, help: "Offer the book as a gift, or lend it again.")
    var gift: Bool?

    @OptionGroup var lending: LendingOptions

    func validate() throws {
        guard !(noSubjects && !subjects.isEmpty) else {
            throw ValidationError("--subject and --no-subjects cannot be combined")
        }
    }

    func run() throws {
        try lending.run(in: .current()) { session in
            let changes = BookChanges(title: title, authors: authors.isEmpty ? nil : authors,
                                      description: description, subjects: noSubjects ? [] : subjects.isEmpty ? nil : subjects,
                                      isGift: gift)
            let book = try session.database.editBook(bookID, changes: changes, by: try session.actingUser())
            return CommandOutput("changed " + LendingText.summary(book), record: BookRecord(book))
        }
    }
}
