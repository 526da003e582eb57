import ArgumentParser
import ShelfScan

/// `shelfscan member list`: the acting user's members by card number.
struct MemberListCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list",
        abstract: "List your library's members by card number.",
        discussion: """
              shelfscan member list --user alice
              shelfscan member list --user alice --json
            """)

    @OptionGroup var lending: LendingOptions

    func run() throws {
        try lending.run(in: .current()) { session in
            let now = session.database.clock.now
            let lines = try session.database.members(of: try session.actingUser()).map { entry in
                let record = MemberRecord(entry.member, username: entry.username, at: now)
                return OutputLine(text: record.summary, record: record)
            }
            return CommandOutput(lines, whenEmpty: "your library has no members yet")
        }
    }
}
