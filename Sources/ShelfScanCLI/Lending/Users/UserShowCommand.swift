import ArgumentParser
import ShelfScan

/// `shelfscan user show NAME`: a profile with contact details, library cards, ratings received and
/// the newest reviews; card numbers are whole only for their holder and the issuing library.
struct UserShowCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "show",
        abstract: "Show a user's profile, their rating and the reviews they received.",
        discussion: """
            Reviews come newest first (a revised one by its revision); --reviews sets how many are \
            shown. Library cards (the one on the profile, and those libraries issued) show their \
            numbers only to their holder and to the library that issued them (--user or \
            $SHELFSCAN_USER); anyone else sees the last four characters, as ••••0042.

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
            let record = UserProfileRecord(user: user, cards: try session.database.cards(of: user, as: viewer),
                                           summary: try session.database.ratingSummary(of: user), reviews: page)
            return CommandOutput([OutputLine(text: record.text, record: record)])
        }
    }
}
