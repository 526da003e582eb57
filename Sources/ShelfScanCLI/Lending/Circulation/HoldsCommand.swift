import ArgumentParser
import ShelfScan

/// `shelfscan holds [--book BOOK] [--history]`: the user's holds with their place in line, or a
/// book's queue.
struct HoldsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "holds",
        abstract: "List your holds with your place in line, or the queue of one of your books.",
        discussion: """
              shelfscan holds --user carol
              shelfscan holds --user carol --history
              shelfscan holds --user library --book 7
            """)

    @Option(help: ArgumentHelp("The queue of this book (all of it for its owner).", valueName: "book"))
    var book: Int64?

    @Flag(help: "Also the holds that ended.")
    var history = false

    @OptionGroup var lending: LendingOptions

    func run() throws {
        try lending.run(in: .current()) { session in
            let user = try session.actingUser()
            let entries = try book.map { bookID throws(LendingError) in try session.database.holdQueue(ofBook: bookID, by: user) }
                ?? session.database.holds(of: user, history: history)
            let lines = entries.map { OutputLine(text: CirculationText.hold($0), record: HoldRecord($0)) }
            return CommandOutput(lines, whenEmpty: book.map { "no hold on book \($0)" } ?? "no hold")
        }
    }
}
