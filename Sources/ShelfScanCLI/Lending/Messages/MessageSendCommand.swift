import ArgumentParser

/// `shelfscan message send REQUEST TEXT`.
struct MessageSendCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "send",
        abstract: "Write to the other side of a request.",
        discussion: """
              shelfscan message send 3 "Is Saturday at 10 fine?" --user bob
            """)

    @Argument(help: "The request id.")
    var requestID: Int64

    @Argument(help: "The message.")
    var text: String

    @OptionGroup var lending: LendingOptions

    func run() throws {
        try lending.run(in: .current()) { session in
            let message = try session.database.sendMessage(text, on: requestID, by: try session.actingUser())
            let recipient = try session.database.user(id: message.recipientID).username
            return CommandOutput("sent message \(message.id) on request \(requestID) to \(recipient)", record: message)
        }
    }
}
