import ArgumentParser

/// `shelfscan message ...`: talk about a request.
struct MessageCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "message",
        abstract: "Send and read messages between a book's owner and a requester.",
        subcommands: [MessageSendCommand.self, MessageListCommand.self])
}
