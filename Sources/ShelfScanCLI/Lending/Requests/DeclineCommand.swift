import ArgumentParser
import ShelfScan

/// `shelfscan decline REQUEST`: the owner says no.
struct DeclineCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "decline",
        abstract: "Decline a request on your book (also after accepting, before the handover).",
        discussion: """
              shelfscan decline 3 --user alice
            """)

    @Argument(help: "The request id.")
    var requestID: Int64

    @OptionGroup var lending: LendingOptions

    func run() throws {
        try lending.run(in: .current()) { session in
            let request = try session.database.decline(request: requestID, by: try session.actingUser())
            return CommandOutput("declined request \(requestID)", record: RequestRecord(request))
        }
    }
}
