import ArgumentParser
import ShelfScan

/// `shelfscan waive BORROWER [AMOUNT]`: the owner forgives fines.
struct WaiveCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "waive",
        abstract: "Forgive fines a borrower owes you: an amount, or all that is charged.",
        discussion: """
              shelfscan waive bob 0.50 --user library
              shelfscan waive bob --user library
            """)

    @Argument(help: "The borrower's username.")
    var borrower: String

    @Argument(help: "The amount to forgive (default: all charged).")
    var amount: String?

    @OptionGroup var lending: LendingOptions

    func run() throws {
        try lending.run(in: .current()) { session in
            let owner = try session.actingUser()
            let currency = try session.database.policy(of: owner).currency
            let money = try amount.map { text throws(CirculationError) in try Money(parsing: text, in: currency) }
            let account = try session.database.waiveFines(money, of: try session.database.user(named: borrower), by: owner)
            let waived = Money(minorUnits: account.entries.last?.amount ?? 0, currency: currency)
            return CommandOutput("waived \(waived); " + FinesCommand.line(account).text, record: FineAccountRecord(account))
        }
    }
}
