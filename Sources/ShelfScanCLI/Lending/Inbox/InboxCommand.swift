import ArgumentParser

/// `shelfscan inbox ...`: the acting user's notifications.
struct InboxCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "inbox",
        abstract: "List your notifications and mark them read.",
        subcommands: [InboxListCommand.self, InboxReadCommand.self],
        defaultSubcommand: InboxListCommand.self)
}
