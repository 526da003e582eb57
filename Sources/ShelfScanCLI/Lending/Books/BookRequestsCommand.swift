import ArgumentParser
import ShelfScan

/// `shelfscan book requests ID`: every request on one of the user's books.
struct BookRequestsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "requests",
        abstract: "List the requests on one of your books, newest first.",
        discussion: """
              shelfscan book requests 7 --user alice
            """)

    @Argument(help: "The book id.")
    var bookID: Int64

    @OptionGroup var lending: LendingOptions

    func run() throws {
        try lending.run(in: .current()) { session in
            let entries = try session.database.requests(onBook: bookID, by: try session.actingUser())
            let lines = entries.map { entry in
                OutputLine(text: Self.text(entry), record: RequestRecord(entry.request, borrower: entry.borrower))
            }
            return CommandOutput(lines, whenEmpty: "no requests on book \(bookID)")
        }
    }

    /// `request 3 by bob: accepted, pickup Alexanderplatz 1 (52.52, 13.405)`.
    static func text(_ entry: RequestEntry) -> String {
        "request \(entry.request.id) by \(entry.borrower): \(entry.request.status.rawValue)"
            + (entry.request.pickup.map { ", pickup \($0.summary.indentingFollowingLines())" } ?? "")
    }
}
