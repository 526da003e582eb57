import ArgumentParser
import ShelfScan

/// `shelfscan hold cancel HOLD`.
struct HoldCancelCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "cancel", abstract: "Cancel a hold: yours, or one on your book.")

    @Argument(help: "The hold id.")
    var holdID: Int64

    @OptionGroup var lending: LendingOptions

    func run() throws {
        try lending.run(in: .current()) { session in
            let entry = try session.database.cancelHold(holdID, by: try session.actingUser())
            return CommandOutput("cancelled " + CirculationText.hold(entry), record: HoldRecord(entry))
        }
    }
}
