import ArgumentParser
import ShelfScan

/// `shelfscan member pin CARD`: a new PIN for a card, set by the library without the old one, or
/// changed by the member with it.
struct MemberPINCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "pin",
        abstract: "Set a new PIN for a card: the library without the old PIN, a member with it.",
        discussion: """
            The library (--user) sets any of its members' PINs without the old one, for a first PIN \
            or a forgotten one; this also unlocks the card, and the event log records it. A member \
            changes their own with --library naming the library, giving the old PIN first: a wrong \
            old PIN counts toward the card's lock, and a locked card waits for the library. PINs \
            are typed on the terminal without echo (the new one twice), or taken from \
            $SHELFSCAN_OLD_PIN and $SHELFSCAN_PIN.

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
            let reader = PINReader(environment: environment)
            let member: Member
            if owner.id == actor.id {
                let pin = try reader.read(prompt: "New PIN: ", confirm: true)
                member = try session.database.setPIN(card: card, pin: pin, library: owner, by: actor)
            } else {
                let old = try reader.readOld()
                let pin = try reader.read(prompt: "New PIN: ", confirm: true)
                member = try session.database.changePIN(card: card, from: old, to: pin, library: owner, by: actor)
            }
            let username = try session.database.user(id: member.userID).username
            let record = MemberRecord(member, username: username, at: session.database.clock.now)
            return CommandOutput("set the PIN of \(record.summary)", record: record)
        }
    }
}
