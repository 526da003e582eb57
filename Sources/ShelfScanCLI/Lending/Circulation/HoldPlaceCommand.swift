import ArgumentParser
import ShelfScan

/// `shelfscan hold BOOK...`.
struct HoldPlaceCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "place", abstract: "Place a hold on each book given, each accepted for or borrowed by someone else.")

    @Argument(help: ArgumentHelp("The book ids.", valueName: "book"))
    var bookIDs: [Int64]

    @OptionGroup var lending: LendingOptions

    func run() throws {
        try HoldOutcomes.run(lending) { session in
            session.database.placeHolds(onBooks: bookIDs, by: try session.actingUser())
        } done: { "placed " + CirculationText.hold($0) }
    }
}
