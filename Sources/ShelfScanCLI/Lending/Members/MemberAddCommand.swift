import ArgumentParser
import ShelfScan

/// `shelfscan member add USERNAME --card CARD [--no-pin]`: a user becomes a member of the acting
/// user's library.
struct MemberAddCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "add",
        abstract: "Make a user a member of your library, with a card and a PIN.",
        discussion: """
            The PIN is typed twice on the terminal, without echo, or taken once from $SHELFSCAN_PIN; \
            with --no-pin the member gets none until `member pin` sets it.

              shelfscan member add bob --card LC-0042 --user alice
              shelfscan member add carol --card LC-0043 --no-pin --user alice
            """)

    @Argument(help: "The user who becomes a member.")
    var username: String

    @Option(help: ArgumentHelp("The card number: 1 to 32 letters, digits or '-'.", valueName: "card"))
    var card: String

    @Flag(name: .customLong("no-pin"), help: "Give the member no PIN yet.")
    var noPIN = false

    @OptionGroup var lending: LendingOptions

    func run() throws {
        let environment = LendingEnvironment.current()
        try lending.run(in: environment) { session in
            let library = try session.actingUser()
            let user = try session.database.user(named: username)
            try Self.check(card: card)
            let pin = noPIN ? nil : try PINReader(environment: environment).read(confirm: true)
            let member = try session.database.addMember(user, card: card, pin: pin, by: library)
            let record = MemberRecord(member, username: user.username, at: session.database.clock.now)
            return CommandOutput("added member \(record.summary)", record: record)
        }
    }

    /// Throws `.invalidCardNumber` unless `card` is one, before a PIN is typed for nothing.
    private static func check(card: String) throws(LendingError) {
        do {
            _ = try CardNumber(parsing: card)
        } catch {
            throw .circulation(error)
        }
    }
}
