import ArgumentParser
import ShelfScan

/// `shelfscan rate ID STARS [--text T] [--gift]`: one side of an ended loan, or of a gift, rates
/// the other, or revises their rating.
struct RateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "rate",
        abstract: "Rate the other side of an ended loan or of a gift, 1 to 5 stars; rate again to revise.",
        discussion: """
            A loan can be rated once it has ended (both return scans made), a gift once it has been \
            handed over; the loan id is printed when the loan starts and ends, the gift's id when it \
            is handed over, and both are in the inbox. Rating the same loan or gift again replaces \
            your rating, text included. The rating and its text show on the other side's profile.

              shelfscan rate 4 5 --user bob --text "Friendly, and the book was like new"
              shelfscan rate 4 4 --user bob --text "Friendly; a day late"
              shelfscan rate 9 5 --gift --user carol --text "Thank you!"
            """)

    @Argument(help: "The loan id, or with --gift the gift's id.")
    var id: Int64

    @Argument(help: "Stars, 1 to 5.")
    var stars: Int

    @Option(help: "What you want to say about them.")
    var text: String?

    @Flag(help: "The id is a gift's, not a loan's.")
    var gift = false

    @OptionGroup var lending: LendingOptions

    func run() throws {
        try lending.run(in: .current()) { session in
            let subject: RatingSubject = gift ? .gift(request: id) : .loan(id)
            let rating = try session.database.rate(subject, stars: stars, text: text, by: try session.actingUser())
            let ratee = try session.database.user(id: rating.rateeID).username
            let verb = rating.revisedAt == nil ? "rated" : "revised your rating of"
            return CommandOutput("\(verb) \(ratee) \(stars)/5 for \(subject)", record: rating)
        }
    }
}
