import ArgumentParser
import ShelfScan

/// `shelfscan pay BORROWER AMOUNT`: the owner records a payment of fines.
struct PayCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "pay",
        abstract: "Record that a borrower paid fines they owe you.",
        discussion: """
            The amount is in your policy's currency; it may not pass what is charged (fines still \
            accruing are paid once the book is back).

              shelfscan pay bob 1.50 --user library
            """)

    @Argument(help: "The borrower's username.")
    var borrower: String

    @Argument(help: "The amount paid, e.g. 1.50.")
    var amount: String

    @OptionGroup var lending: LendingOptions

    func run() throws {
        try lending.run(in: .current()) { session in
            let owner = try session.actingUser()
            let money = try Money(parsing: amount, in: try session.database.policy(of: owner).currency)
            let account = try session.database.payFines(money, of: try session.database.user(named: borrower), by: owner)
            return CommandOutput("recorded \(money) paid; " + FinesCommand.line(account).text,
                                 record: FineAccountRecord(account))
        }
    }
}
