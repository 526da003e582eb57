import ArgumentParser
import ShelfScan

/// `shelfscan search WORD...`: books whose title, authors, description or ISBN hold every word.
struct SearchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "search",
        abstract: "Find books to borrow by keywords; all of them must match.",
        discussion: """
            Keywords match whole words in the title, authors and description, ignoring case and \
            accents; an ISBN matches that ISBN. Only books that can be requested are searched, unless \
            --unavailable asks for the accepted and borrowed ones instead.

              shelfscan search herbert dune
              shelfscan search 978-0-441-17271-9 --unavailable
            """)

    @Argument(help: "Keywords.")
    var keywords: [String] = []

    @Flag(help: "Search the books that are accepted or borrowed now.")
    var unavailable = false

    @OptionGroup var lending: LendingOptions

    func run() throws {
        let query = keywords.joined(separator: " ")
        try lending.run(in: .current()) { session in
            let hits = try session.database.search(query, scope: unavailable ? .unavailable : .requestable)
            let lines = hits.map { hit in
                OutputLine(text: LendingText.summary(hit.book) + ", owner \(hit.owner)",
                           record: BookRecord(hit.book, owner: hit.owner))
            }
            return CommandOutput(lines, whenEmpty: "no \(unavailable ? "unavailable" : "available") book matches '\(query)'")
        }
    }
}
