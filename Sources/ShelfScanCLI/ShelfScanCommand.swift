import ArgumentParser

/// The `shelfscan` command.
@main
struct ShelfScanCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "shelfscan",
        abstract: "Read EAN-13/ISBN barcodes from photos of books, check ISBNs, and lend books by scanning them.",
        discussion: """
            Lending commands act as the user given by --user or $SHELFSCAN_USER, on the database \
            given by --db or $SHELFSCAN_DB (default: $XDG_DATA_HOME/shelfscan/lending.sqlite, i.e. \
            ~/.local/share/shelfscan/ when XDG_DATA_HOME is unset); only `user add` creates a \
            missing database. They print text, or one JSON object per line with --json, with \
            control characters in what users typed written out as \\u{1B}; errors go to standard \
            error, naming the input. Texts have limits (a title 500 characters, a description \
            5,000, a message 2,000) and may not hold control characters. \
            SHELFSCAN_NOW, an ISO 8601 instant such as 2026-11-24T09:30:00Z, is the time every \
            timestamp of a command takes instead of the clock's: for tests, and for entering past events.

            \(ExitStatus.summary)

              shelfscan user add alice && shelfscan user add bob
              shelfscan book add --user alice --image emma.jpg --title Emma --author Austen
              shelfscan request 1 --user bob
              shelfscan accept 1 --user alice --lat 52.52 --lon 13.405 --address Alexa
              shelfscan handover --user alice --image emma.jpg
              shelfscan receive --user bob --image emma.jpg
              shelfscan return --user bob --image emma.jpg --comment "Loved it"
              shelfscan receive --user alice --image emma.jpg
              shelfscan rate 1 5 --user alice
            """,
        subcommands: [ScanCommand.self, CardCommand.self, ISBNCommand.self, BenchCommand.self,
                      UserCommand.self, BookCommand.self, LabelCommand.self, PhotoCommand.self, SearchCommand.self,
                      RequestCommand.self, AcceptCommand.self, DeclineCommand.self, CancelCommand.self,
                      PickupCommand.self, HandoverCommand.self, ReceiveCommand.self, ReturnCommand.self,
                      LoansCommand.self, InboxCommand.self, MessageCommand.self, RateCommand.self,
                      RecommendCommand.self, MemberCommand.self, WatchCommand.self, DevicesCommand.self,
                      LookupCommand.self, CatalogCommand.self,
                      PolicyCommand.self, RenewCommand.self, HoldCommand.self, HoldsCommand.self, FinesCommand.self,
                      PayCommand.self, WaiveCommand.self, NoticesCommand.self, CheckoutCommand.self,
                      CheckinCommand.self, KioskCommand.self])
}
