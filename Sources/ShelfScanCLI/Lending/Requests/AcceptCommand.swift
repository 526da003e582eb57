import ArgumentParser
import ShelfScan

/// `shelfscan accept REQUEST --lat --lon`: the owner says yes and where to meet.
struct AcceptCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "accept",
        abstract: "Accept a request on your book, giving the pickup location.",
        discussion: """
            Every other pending request on the book is declined. Both sides then scan the book at \
            the handover: `shelfscan handover` for the owner, `shelfscan receive` for the borrower.

              shelfscan accept 3 --user alice --lat 52.52 --lon 13.405 --address Alexa
              shelfscan accept 4 --user alice --lat -33.45 --lon -70.66 --comment 5pm
            """)

    @Argument(help: "The request id.")
    var requestID: Int64

    @OptionGroup var pickup: PickupOptions

    @OptionGroup var lending: LendingOptions

    func run() throws {
        try lending.run(in: .current()) { session in
            let request = try session.database.accept(request: requestID, pickup: try pickup.location(),
                                                       by: try session.actingUser())
            let place = request.pickup.map { $0.summary.indentingFollowingLines() } ?? ""
            return CommandOutput("accepted request \(requestID) for book \(request.bookID); pickup at \(place)",
                                 record: RequestRecord(request))
        }
    }
}
