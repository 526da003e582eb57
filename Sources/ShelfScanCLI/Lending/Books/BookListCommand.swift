import ArgumentParser
import ShelfScan

/// `shelfscan book list [--status S]`: the user's books with who has them.
struct BookListCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list",
        abstract: "List your books, all or by status, with the current borrower.",
        discussion: """
            Books come available first, then requested, accepted and borrowed, each by title, \
            unless --sort says otherwise; 50 at a time (--limit, --offset), with how many there are. \
            A handover or return half done says who has scanned. Deleted books are listed only with \
            --status removed.

              shelfscan book list --user alice
              shelfscan book mine --user alice --status borrowed
              shelfscan book list --user alice --sort author --limit 100
            """,
        aliases: ["mine"])

    @Option(help: "Only books with this status: available, requested, accepted, borrowed or removed.")
    var status: String?

    @OptionGroup var list: ListOptions

    @OptionGroup var lending: LendingOptions

    func validate() throws {
        if let status, BookStatus(rawValue: status) == nil {
            throw ValidationError("unknown status '\(status)': use available, requested, accepted, borrowed or removed")
        }
    }

    func run() throws {
        try lending.run(in: .current()) { session in
            let books = try session.database.myBooks(try session.actingUser(), status: status.flatMap(BookStatus.init),
                                                     order: list.sort ?? .status, page: try list.page())
            let lines = books.map { entry in
                OutputLine(text: LendingText.withDescription(Self.text(entry), entry.book),
                           record: BookRecord(entry.book, borrower: entry.borrower, pendingRequests: entry.pendingRequests,
                                              scans: entry.scans))
            }
            return CommandOutput(lines, whenEmpty: status.map { "you have no \($0) books" } ?? "you have no books",
                                 footer: PageText.footer(books, noun: "book"))
        }
    }

    /// `book 7: "Dune" by ..., borrowed, with bob` or `..., requested, 2 pending requests`, and
    /// how far a handover or return under way has got.
    static func text(_ entry: OwnedBook) -> String {
        var text = LendingText.summary(entry.book)
        if let borrower = entry.borrower { text += ", with \(borrower)" }
        if entry.pendingRequests > 0 {
            text += ", \(entry.pendingRequests) pending request\(entry.pendingRequests == 1 ? "" : "s")"
        }
        if let scans = entry.scans, let borrower = entry.borrower {
            text += LendingText.progress(scans, side: .owner, other: borrower)
        }
        return text
    }
}
