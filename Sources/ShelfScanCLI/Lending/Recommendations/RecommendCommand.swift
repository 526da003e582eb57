import ArgumentParser
import ShelfScan

/// `shelfscan recommend`: books the acting user may like to borrow, each with why.
struct RecommendCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "recommend",
        abstract: "Suggest books to borrow, from what you and others borrowed.",
        discussion: """
            Suggests books by the authors and on the subjects of books you borrowed, and books \
            borrowed by people who borrowed the same books as you, strongest first. Never your own \
            books, nor any copy of a book you have borrowed or asked for; only books you can request now.

              shelfscan recommend --user bob
              shelfscan recommend --user bob --limit 5 --json
            """)

    @Option(help: "At most this many suggestions.")
    var limit = 20

    @OptionGroup var lending: LendingOptions

    func validate() throws {
        guard limit > 0 else { throw ValidationError("--limit must be at least 1, not \(limit)") }
    }

    func run() throws {
        try lending.run(in: .current()) { session in
            let user = try session.actingUser()
            let suggestions = try session.database.recommendations(for: user, limit: limit)
            let lines = suggestions.map { suggestion in
                OutputLine(text: LendingText.summary(suggestion.book) + ", owner \(suggestion.owner): "
                               + suggestion.reasons.map(\.description).joined(separator: "; "),
                           record: RecommendationRecord(suggestion))
            }
            let why = try session.database.hasBorrowed(user)
                ? "no book you can request now shares an author or subject with what you borrowed, or was borrowed by"
                    + " people who borrowed the same books"
                : "borrow a book first"
            return CommandOutput(lines, whenEmpty: "no suggestions for \(user.username) yet: \(why)")
        }
    }
}
