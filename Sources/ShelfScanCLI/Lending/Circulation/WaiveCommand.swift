import ArgumentParser
import ShelfScan

/// `shelfscan waive BORROWER [AMOUNT]`: the owner forgives fines.
struct WaiveCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "waive",
        abstract: "Forgive fines a borrower owes you: an amount, or all they owe, charged or still accruing.",
        usage: "shelfscan waive <borrower> [<amount>] [--user <name>] [--db <file>] [--json]",
        discussion: """
            As with "shelfscan pay", what books still out have accrued so far is charged first, so \
            a lost book's fine can be forgiven before it comes back; it goes on accruing from there.

              shelfscan waive bob 0.50 --user library
              shelfscan waive bob --user library
            """)

    @Argument(help: "The borrower's username.")
    var borrower: String

    @Argument(parsing: .allUnrecognized,
              help: ArgumentHelp("The amount to forgive (default: all owed).", valueName: "amount"))
    var amounts: [String] = []

    @OptionGroup var lending: LendingOptions

    func validate() throws {
        try AmountArgument.check(amounts, required: false)
    }

    func run() throws {
        try lending.run(in: .current()) { session in
            let owner = try session.actingUser()
            let currency = try session.database.policy(of: owner).currency
            let money = try AmountArgument.given(amounts).map { text throws(CirculationError) in try Money(parsing: text, in: currency) }
            let account = try session.database.waiveFines(money, of: try session.database.user(named: borrower), by: owner)
            // The waiver is the account's newest entry: the accrued fines it settles are charged before it.
            let waived = Money(minorUnits: account.entries.last?.amount ?? 0, currency: currency)
            return CommandOutput("waived \(waived); " + FinesCommand.line(account).text, record: FineAccountRecord(account))
        }
    }
}
