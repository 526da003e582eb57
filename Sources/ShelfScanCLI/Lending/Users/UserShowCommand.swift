import ArgumentParser
import ShelfScan

/// `shelfscan user show NAME`: a profile with contact details, ratings received and the newest
/// reviews; the library card only for its holder.
struct UserShowCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "show",
        abstract: "Show a user's profile, their rating and the reviews they received.",
        discussion: """
            Reviews come newest first (a revised one by its revision); --reviews sets how many are \
            shown. The library card number is shown only to its holder (--user or $SHELFSCAN_USER).

              shelfscan user show alice
              shelfscan user show alice --reviews 50 --json
            """)

    @Argument(help: "The username, in any letter case.")
    var username: String

    @Option(help: ArgumentHelp("Show at most this many reviews (0 for none).", valueName: "count"))
    var reviews = 10

    @OptionGroup var lending: LendingOptions

    func validate() throws {
        guard (0...PageRequest.maximumLimit).contains(reviews) else {
            throw ValidationError("--reviews must be 0 to \(PageRequest.maximumLimit), not \(reviews)")
        }
    }

    func run() throws {
        try lending.run(in: .current()) { session in
            let viewer = try session.username.map(session.database.user(named:))
            let user = try session.database.user(named: username).visible(to: viewer)
            let page = reviews == 0
                ? Page<Review>(items: [], total: 0, offset: 0)
                : try session.database.reviews(of: user, page: PageRequest(limit: reviews))
            let record = UserProfileRecord(user: user, summary: try session.database.ratingSummary(of: user), reviews: page)
            return CommandOutput([OutputLine(text: record.text, record: record)])
        }
    }
}
