import ArgumentParser
import ShelfScan

/// `shelfscan user show NAME`: a profile with contact details and ratings received.
struct UserShowCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "show",
        abstract: "Show a user's profile and the ratings they received.",
        discussion: """
              shelfscan user show alice
            """)

    @Argument(help: "The username, in any letter case.")
    var username: String

    @OptionGroup var lending: LendingOptions

    func run() throws {
        try lending.run(in: .current()) { session in
            let user = try session.database.user(named: username)
            let ratings = try session.database.ratings(of: user)
            let record = UserProfileRecord(user: user, ratings: ratings)
            return CommandOutput([OutputLine(text: record.text, record: record)])
        }
    }
}
