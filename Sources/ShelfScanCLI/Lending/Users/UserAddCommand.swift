import ArgumentParser
import ShelfScan

/// `shelfscan user add NAME`: a new user; needs no acting user.
struct UserAddCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "add",
        abstract: "Create a user.",
        discussion: """
            Usernames are 3 to 32 letters, digits, '.', '_' or '-', unique without regard to case.

              shelfscan user add alice --name "Alice Liddell" --email alice@example.org
            """)

    @Argument(help: "The new username.")
    var username: String

    @Option(help: "The name shown to others (default: the username).")
    var name = ""

    @Option(help: "Contact email.")
    var email: String?

    @Option(help: "Contact phone number.")
    var phone: String?

    @Option(help: "Library card number: 1 to 32 letters, digits or '-' (others see only its last four).")
    var card: String?

    @OptionGroup var lending: LendingOptions

    func run() throws {
        try lending.run(in: .current(), createsDatabase: true) { session in
            let profile = try UserProfile(username: username, displayName: name, email: email, phone: phone,
                                          libraryCard: card)
            let user = try session.database.createUser(profile)
            return CommandOutput("created user \(user.username) (\(user.displayName))", record: user)
        }
    }
}
