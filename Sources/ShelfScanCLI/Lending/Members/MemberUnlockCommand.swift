import ArgumentParser
import ShelfScan

/// `shelfscan member unlock CARD`: the library clears a card's lock and wrong PINs.
struct MemberUnlockCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "unlock",
        abstract: "Unlock a card that wrong PINs locked, and clear its wrong PINs.",
        discussion: """
            A lock also runs out by itself 15 minutes after the fifth wrong PIN.

              shelfscan member unlock LC-0042 --user alice
            """)

    @Argument(help: "The card number, in any case.")
    var card: String

    @OptionGroup var lending: LendingOptions

    func run() throws {
        try lending.run(in: .current()) { session in
            let member = try session.database.unlockCard(card, by: try session.actingUser())
            let username = try session.database.user(id: member.userID).username
            let record = MemberRecord(member, username: username, at: session.database.clock.now)
            return CommandOutput("unlocked \(record.summary)", record: record)
        }
    }
}
