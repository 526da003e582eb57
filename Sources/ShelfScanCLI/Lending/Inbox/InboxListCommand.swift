import ArgumentParser
import ShelfScan

/// `shelfscan inbox list [--unread]`.
struct InboxListCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list",
        abstract: "List your notifications, newest first.",
        discussion: """
              shelfscan inbox --user alice --unread
            """)

    @Flag(help: "Only the unread ones.")
    var unread = false

    @OptionGroup var lending: LendingOptions

    func run() throws {
        try lending.run(in: .current()) { session in
            let items = try session.database.inbox(of: try session.actingUser(), unreadOnly: unread)
            let lines = items.map { item in
                OutputLine(text: "\(item.id) \(item.isUnread ? "unread" : "read  ") \(LendingText.date(item.createdAt)) \(item.text.indentingFollowingLines())",
                           record: item)
            }
            return CommandOutput(lines, whenEmpty: unread ? "no unread notifications" : "no notifications")
        }
    }
}
