import ArgumentParser
import ShelfScan

/// `shelfscan hold cancel HOLD...`.
struct HoldCancelCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "cancel", abstract: "Cancel each hold given: yours, or ones on your books.")

    @Argument(help: ArgumentHelp("The hold ids.", valueName: "hold"))
    var holdIDs: [Int64]

    @OptionGroup var lending: LendingOptions

    func run() throws {
        try HoldOutcomes.run(lending) { session in
            session.database.cancelHolds(holdIDs, by: try session.actingUser())
        } done: { "cancelled " + CirculationText.hold($0) }
    }
}
