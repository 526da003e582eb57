import ArgumentParser
import ShelfScan

/// `shelfscan member pin CARD`: a new PIN for a card, set by the library or by the member.
struct MemberPINCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "pin",
        abstract: "Set a new PIN for a card; this also unlocks it.",
        discussion: """
            The library (--user) sets any of its members' PINs; a member sets their own with \
            --library naming the library. The PIN is typed twice on the terminal, without echo, \
            or taken once from $SHELFSCAN_PIN.

              shelfscan member pin LC-0042 --user alice
              shelfscan member pin LC-0042 --user bob --library alice
            """)

    @Argument(help: "The card number, in any case.")
    var card: String

    @Option(help: ArgumentHelp("The library the card belongs to (default: the acting user).", valueName: "username"))
    var library: String?

    @OptionGroup var lending: LendingOptions

    func run() throws {
        let environment = LendingEnvironment.current()
        try lending.run(in: environment) { session in
            let actor = try session.actingUser()
            let owner = try library.map(session.database.user(named:)) ?? actor
            let pin = try PINReader(environment: environment).read(prompt: "New PIN: ", confirm: true)
            let member = try session.database.setPIN(card: card, pin: pin, library: owner, by: actor)
            let username = try session.database.user(id: member.userID).username
            let record = MemberRecord(member, username: username, at: session.database.clock.now)
            return CommandOutput("set the PIN of \(record.summary)", record: record)
        }
    }
}
