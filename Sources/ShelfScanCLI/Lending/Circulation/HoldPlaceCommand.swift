import ArgumentParser
import ShelfScan

/// `shelfscan hold BOOK`.
struct HoldPlaceCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "place", abstract: "Place a hold on a book that is accepted for or borrowed by someone else.")

    @Argument(help: "The book id.")
    var bookID: Int64

    @OptionGroup var lending: LendingOptions

    func run() throws {
        try lending.run(in: .current()) { session in
            let entry = try session.database.placeHold(onBook: bookID, by: try session.actingUser())
            return CommandOutput("placed " + CirculationText.hold(entry), record: HoldRecord(entry))
        }
    }
}
