import ArgumentParser
import ShelfScan

/// `shelfscan pay BORROWER AMOUNT`: the owner records a payment of fines.
struct PayCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "pay",
        abstract: "Record that a borrower paid fines they owe you, charged or still accruing.",
        usage: "shelfscan pay <borrower> <amount> [--user <name>] [--db <file>] [--json]",
        discussion: """
            The amount is in your policy's currency, more than zero and at most what is owed. What \
            books still out have accrued so far is charged first, so a payment can go toward it; \
            those books go on accruing from there until they come back.

              shelfscan pay bob 1.50 --user library
            """)

    @Argument(help: "The borrower's username.")
    var borrower: String

    @Argument(parsing: .allUnrecognized, help: ArgumentHelp("The amount paid, e.g. 1.50.", valueName: "amount"))
    var amounts: [String] = []

    @OptionGroup var lending: LendingOptions

    func validate() throws {
        try AmountArgument.check(amounts, required: true)
    }

    func run() throws {
        try lending.run(in: .current()) { session in
            let owner = try session.actingUser()
            let money = try Money(parsing: AmountArgument.given(amounts) ?? "", in: try session.database.policy(of: owner).currency)
            let account = try session.database.payFines(money, of: try session.database.user(named: borrower), by: owner)
            return CommandOutput("recorded \(money) paid; " + FinesCommand.line(account).text,
                                 record: FineAccountRecord(account))
        }
    }
}
