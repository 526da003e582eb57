import ArgumentParser
import ShelfScan

/// `shelfscan member show CARD`: one card of the acting user's library and its state.
struct MemberShowCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "show",
        abstract: "Show a card: its member, whether a PIN is set, wrong PINs and any lock.",
        discussion: """
              shelfscan member show LC-0042 --user alice
            """)

    @Argument(help: "The card number, in any case.")
    var card: String

    @OptionGroup var lending: LendingOptions

    func run() throws {
        try lending.run(in: .current()) { session in
            let member = try session.database.member(card: card, library: try session.actingUser())
            let username = try session.database.user(id: member.userID).username
            let record = MemberRecord(member, username: username, at: session.database.clock.now)
            return CommandOutput(record.details, record: record)
        }
    }
}
