import ArgumentParser
import ShelfScan

/// `shelfscan book edit ID ...`: changes the given fields of one of the user's books.
struct BookEditCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "edit",
        abstract: "Change a book's title, authors, description, subjects, ISBN, gift offer, reference flag or note.",
        discussion: """
            An empty --description removes it. A wrong ISBN is corrected with --isbn, at any time; \
            --no-isbn says the book has none, and gives it a ShelfScan label if it has none. The \
            title, authors and description change only while the book is available; subjects, the \
            ISBN and the private note (which only you see, on `book show`) at any time.

              shelfscan book edit 7 --description "Paperback, 1990, some pencil notes"
              shelfscan book edit 7 --isbn 978-0-441-17271-9
              shelfscan book edit 7 --no-gift
              shelfscan book edit 12 --reference on
              shelfscan book edit 7 --note "From Grandma, 1995; not to be given away"
            """)

    @Argument(help: "The book id.")
    var bookID: Int64

    @Option(help: "A new title.")
    var title: String?

    @Option(name: .customLong("author"), help: "New authors; repeat for several.")
    var authors: [String] = []

    @Option(help: "A new description; empty to remove it.")
    var description: String?

    @Option(name: .customLong("subject"), help: "New subjects; repeat for several.")
    var subjects: [String] = []

    @Flag(help: "Remove every subject.")
    var noSubjects = false

    @Option(help: ArgumentHelp("The right ISBN, replacing a wrong one.", valueName: "isbn"))
    var isbn: String?

    @Flag(help: "The book has no ISBN (it is given a ShelfScan label).")
    var noISBN = false

    @Flag(inversion: .prefixedNo, help: "Offer the book as a gift, or lend it again.")
    var gift: Bool?

    @Option(help: ArgumentHelp("on: a reference book, never lent; off: lent again.", valueName: "on|off"))
    var reference: OnOff?

    @Option(help: ArgumentHelp("Your private note on the book, seen by no one else; empty to remove it.",
                               valueName: "text"))
    var note: String?

    @OptionGroup var lending: LendingOptions

    func validate() throws {
        guard !(noSubjects && !subjects.isEmpty) else {
            throw ValidationError("--subject and --no-subjects cannot be combined")
        }
        guard !(noISBN && isbn != nil) else { throw ValidationError("--isbn and --no-isbn cannot be combined") }
        guard title != nil || !authors.isEmpty || description != nil || !subjects.isEmpty || noSubjects
                || isbn != nil || noISBN || gift != nil || reference != nil || note != nil else {
            throw ValidationError("give at least one change: --title, --author, --description, --subject,"
                                  + " --no-subjects, --isbn, --no-isbn, --gift, --no-gift, --reference or --note")
        }
    }

    func run() throws {
        try lending.run(in: .current()) { session in
            let changes = BookChanges(title: title, authors: authors.isEmpty ? nil : authors,
                                      description: description, subjects: noSubjects ? [] : subjects.isEmpty ? nil : subjects,
                                      isGift: gift, isbn: try isbnChange(), isReference: reference?.isOn, privateNote: note)
            let user = try session.actingUser()
            let before = try session.database.book(bookID)
            // Only the owner may read the note; anyone else gets editBook's refusal, which names the book.
            let readsNote = note != nil && before.ownerID == user.id
            let noteBefore = readsNote ? try session.database.privateNote(ofBook: bookID, by: user) : nil
            let book = try session.database.editBook(bookID, changes: changes, by: user)
            let noteAfter = readsNote ? try session.database.privateNote(ofBook: bookID, by: user) : nil
            let verb = book == before && noteBefore == noteAfter ? "unchanged" : "changed"
            return CommandOutput("\(verb) " + LendingText.summary(book), record: BookRecord(book))
        }
    }

    /// The ISBN change asked for; `.invalidCode` naming a typed ISBN that is not one.
    private func isbnChange() throws(DeskError) -> ISBNChange? {
        if noISBN { return .remove }
        guard let isbn else { return nil }
        do {
            return .set(try ISBN(parsing: isbn))
        } catch {
            throw .invalidCode(.invalid(error))
        }
    }
}
