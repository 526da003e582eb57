import ArgumentParser
import ShelfScan

/// `shelfscan message list REQUEST`.
struct MessageListCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list",
        abstract: "Read the messages on a request, oldest first.",
        discussion: """
              shelfscan message list 3 --user alice
            """)

    @Argument(help: "The request id.")
    var requestID: Int64

    @OptionGroup var lending: LendingOptions

    func run() throws {
        try lending.run(in: .current()) { session in
            let messages = try session.database.messages(on: requestID, by: try session.actingUser())
            var names: [Int64: String] = [:]
            let lines = try messages.map { message in
                let sender = try names[message.senderID] ?? session.database.user(id: message.senderID).username
                names[message.senderID] = sender
                return OutputLine(text: "\(LendingText.date(message.createdAt)) \(sender): \(message.text.indentingFollowingLines())",
                                  record: message)
            }
            return CommandOutput(lines, whenEmpty: "no messages on request \(requestID)")
        }
    }
}
