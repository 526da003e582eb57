import ArgumentParser
import ShelfScan

/// `shelfscan hold BOOK` and `hold cancel HOLD`: join or leave the queue for a book that is out.
struct HoldCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "hold",
        abstract: "Place a hold on a book that is out, or cancel one.",
        discussion: """
            Holds are served first come, first served. When the book comes back, the first hold \
            becomes an accepted request: you are told where to pick it up and by which day; if you \
            do not, it passes to the next in line. "shelfscan holds" shows your place.

              shelfscan hold 7 --user carol
              shelfscan hold cancel 3 --user carol
            """,
        subcommands: [HoldPlaceCommand.self, HoldCancelCommand.self],
        defaultSubcommand: HoldPlaceCommand.self)
}
