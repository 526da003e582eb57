import ArgumentParser

/// `shelfscan inbox read ID | --all`.
struct InboxReadCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "read",
        abstract: "Mark a notification, or all of them, read.",
        discussion: """
              shelfscan inbox read 4 --user alice
              shelfscan inbox read --all --user alice
            """)

    @Argument(help: "The notification id.")
    var itemID: Int64?

    @Flag(help: "Mark all your notifications read.")
    var all = false

    @OptionGroup var lending: LendingOptions

    func validate() throws {
        guard all != (itemID != nil) else { throw ValidationError("give a notification id or --all") }
    }

    func run() throws {
        try lending.run(in: .current()) { session in
            let user = try session.actingUser()
            guard let itemID else {
                let count = try session.database.markAllRead(by: user)
                return CommandOutput("marked \(count) notification\(count == 1 ? "" : "s") read", record: ["read": count])
            }
            try session.database.markRead(itemID, by: user)
            return CommandOutput("marked \(itemID) read", record: ["read": 1])
        }
    }
}
