import ArgumentParser
import ShelfScan

/// `shelfscan pickup REQUEST --lat --lon`: the owner moves the meeting place.
struct PickupCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "pickup",
        abstract: "Change the pickup location of an accepted request on your book.",
        discussion: """
              shelfscan pickup 3 --user alice --lat 52.5219 --lon 13.4132 --address Alexa
            """)

    @Argument(help: "The request id.")
    var requestID: Int64

    @OptionGroup var pickup: PickupOptions

    @OptionGroup var lending: LendingOptions

    func run() throws {
        try lending.run(in: .current()) { session in
            let request = try session.database.setPickup(of: requestID, to: try pickup.location(),
                                                         by: try session.actingUser())
            let place = request.pickup.map { $0.summary.indentingFollowingLines() } ?? ""
            return CommandOutput("moved the pickup of request \(requestID) to \(place)", record: RequestRecord(request))
        }
    }
}
