import ArgumentParser
import ShelfScan

/// `shelfscan user edit --user NAME ...`: the acting user changes their own contact details.
struct UserEditCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "edit",
        abstract: "Change your display name, email, phone number or library card.",
        discussion: """
            Each option given replaces that detail; an empty value removes it (an empty --name \
            shows the username). An email must look like name@example.org; a phone number is \
            digits, optionally after a '+', with spaces, '-', '.', '/' or parentheses between them; \
            a library card number is 1 to 32 letters, digits or '-', as for `member add --card`.

              shelfscan user edit --user alice --email alice@example.net \\
                  --phone "+49 30 1234567"
              shelfscan user edit --user alice --phone ""
            """)

    @Option(help: "The name shown to others.")
    var name: String?

    @Option(help: "Contact email.")
    var email: String?

    @Option(help: "Contact phone number.")
    var phone: String?

    @Option(help: "Library card number: 1 to 32 letters, digits or '-' (others see only its last four).")
    var card: String?

    @OptionGroup var lending: LendingOptions

    private var changes: ProfileChanges {
        ProfileChanges(displayName: name, email: email, phone: phone, libraryCard: card)
    }

    func validate() throws {
        guard !changes.isEmpty else { throw ValidationError("give at least one of --name, --email, --phone, --card") }
    }

    func run() throws {
        try lending.run(in: .current()) { session in
            let before = try session.actingUser()
            let after = try session.database.editProfile(changes, by: before)
            let text = after == before ? "the profile of \(after.username) is unchanged" : "changed the profile of \(after.username)"
            return CommandOutput(text, record: after)
        }
    }
}
