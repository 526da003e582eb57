import ArgumentParser
import ShelfScan

/// `shelfscan search WORD...`: books whose title, authors, description, subjects, ISBN or label
/// hold every word.
struct SearchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "search",
        abstract: "Find books to borrow by keywords; all of them must match.",
        discussion: """
            Keywords match whole words in the title, authors, description and subjects, ignoring \
            case and accents; an ISBN or a label number matches that book. Only books that can be \
            requested are searched, unless --unavailable asks for the borrowed ones instead; a book \
            promised to someone (accepted) is found only by its owner and by that user. Newest \
            first unless --sort says otherwise; 50 at a time (--limit, --offset), with how many \
            match in all.

              shelfscan search herbert dune
              shelfscan search fantasy --sort title --limit 20 --offset 20
              shelfscan search 978-0-441-17271-9 --unavailable
            """)

    @Argument(help: "Keywords.")
    var keywords: [String] = []

    @Flag(help: "Search the books that are borrowed now (and those promised to or by you).")
    var unavailable = false

    @OptionGroup var list: ListOptions

    @OptionGroup var lending: LendingOptions

    func run() throws {
        let query = keywords.joined(separator: " ")
        try lending.run(in: .current()) { session in
            let viewer = try session.username.map(session.database.user(named:))
            let hits = try session.database.search(query, scope: unavailable ? .unavailable : .requestable,
                                                   order: list.sort ?? .date, page: try list.page(), as: viewer)
            let lines = hits.map { hit in
                OutputLine(text: LendingText.withDescription(LendingText.summary(hit.book) + ", owner \(hit.owner)", hit.book),
                           record: BookRecord(hit.book, owner: hit.owner))
            }
            return CommandOutput(lines, whenEmpty: "no \(unavailable ? "unavailable" : "available") book matches '\(query)'",
                                 footer: PageText.footer(hits, noun: "book"))
        }
    }
}
