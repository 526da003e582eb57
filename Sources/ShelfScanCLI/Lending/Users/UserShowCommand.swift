import ArgumentParser
import ShelfScan

/// `shelfscan user show NAME`: a profile with contact details and ratings received; the library
/// card only for its holder.
struct UserShowCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "show",
        abstract: "Show a user's profile and the ratings they received.",
        discussion: """
            The library card number is shown only to its holder (--user or $SHELFSCAN_USER).

              shelfscan user show alice
            """)

    @Argument(help: "The username, in any letter case.")
    var username: String

    @OptionGroup var lending: LendingOptions

    func run() throws {
        try lending.run(in: .current()) { session in
            let viewer = try session.username.map(session.database.user(named:))
            let user = try session.database.user(named: username).visible(to: viewer)
            let ratings = try session.database.ratings(of: user)
            let record = UserProfileRecord(user: user, ratings: ratings)
            return CommandOutput([OutputLine(text: record.text, record: record)])
        }
    }
}
