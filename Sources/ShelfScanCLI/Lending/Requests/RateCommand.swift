import ArgumentParser

/// `shelfscan rate LOAN STARS [--text T]`: one side of a loan rates the other.
struct RateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "rate",
        abstract: "Rate the other side of a loan, 1 to 5 stars, once per loan.",
        discussion: """
            The loan id is printed when the loan starts and ends, and is in the inbox.

              shelfscan rate 4 5 --user bob --text "Friendly, and the book was like new"
            """)

    @Argument(help: "The loan id.")
    var loanID: Int64

    @Argument(help: "Stars, 1 to 5.")
    var stars: Int

    @Option(help: "What you want to say about them.")
    var text: String?

    @OptionGroup var lending: LendingOptions

    func run() throws {
        try lending.run(in: .current()) { session in
            let rating = try session.database.rate(loan: loanID, stars: stars, text: text, by: try session.actingUser())
            let ratee = try session.database.user(id: rating.rateeID).username
            return CommandOutput("rated \(ratee) \(stars)/5 for loan \(loanID)", record: rating)
        }
    }
}
