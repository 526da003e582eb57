import ArgumentParser
import ShelfScan

/// `shelfscan hold BOOK...` and `hold cancel HOLD...`: join or leave the queues for books that are out.
struct HoldCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "hold",
        abstract: "Place holds on books that are out, or cancel holds.",
        discussion: """
            Holds are served first come, first served. When the book comes back, the first hold \
            becomes an accepted request: you are told where to pick it up and by which day; if you \
            do not, it passes to the next in line. "shelfscan holds" shows your place. Several ids \
            are each tried in turn: a line for each hold placed or cancelled, the reason on standard \
            error for each refused, and the first refusal's exit status once all are tried.

              shelfscan hold 7 --user carol
              shelfscan hold 10 11 12 --user carol
              shelfscan hold cancel 3 4 --user carol
            """,
        subcommands: [HoldPlaceCommand.self, HoldCancelCommand.self],
        defaultSubcommand: HoldPlaceCommand.self)
}
