import ArgumentParser
import ShelfScan

/// `shelfscan cancel REQUEST`: the borrower withdraws.
struct CancelCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "cancel",
        abstract: "Withdraw your request (also after it was accepted, before the handover).",
        discussion: """
              shelfscan cancel 3 --user bob
            """)

    @Argument(help: "The request id.")
    var requestID: Int64

    @OptionGroup var lending: LendingOptions

    func run() throws {
        try lending.run(in: .current()) { session in
            let request = try session.database.cancel(request: requestID, by: try session.actingUser())
            return CommandOutput("cancelled request \(requestID)", record: RequestRecord(request))
        }
    }
}
