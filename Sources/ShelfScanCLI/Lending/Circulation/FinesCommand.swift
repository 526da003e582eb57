import ArgumentParser
import ShelfScan

/// `shelfscan fines`: what the user owes, or is owed, per account.
struct FinesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "fines",
        abstract: "Show the fines you owe each lender, or your borrowers owe you, with every entry.",
        discussion: """
            Fines are charged when a late book comes back; until then they show as accruing, and \
            count toward the lender's block. Owners record payments with "shelfscan pay" and \
            forgive fines with "shelfscan waive", charged or still accruing: settling charges what \
            books still out have accrued so far.

              shelfscan fines --user bob
              shelfscan fines --user library --borrower bob
            """)

    @Option(help: ArgumentHelp("Only the account of this borrower (for lenders).", valueName: "username"))
    var borrower: String?

    @OptionGroup var lending: LendingOptions

    func run() throws {
        try lending.run(in: .current()) { session in
            let user = try session.actingUser()
            let accounts = try borrower.map { name throws(LendingError) in
                [try session.database.fineAccount(of: try session.database.user(named: name), with: user, by: user)]
            } ?? session.database.fineAccounts(of: user)
            return CommandOutput(accounts.map(Self.line), whenEmpty: "no fines")
        }
    }

    /// `FineAccount.summary` (`bob owes library 1.50 EUR (1.00 EUR charged, 0.50 EUR accruing), blocked`)
    /// and the entries below it: the one text of an account that `fines`, `pay` and `waive` print.
    static func line(_ account: FineAccount) -> OutputLine {
        var text = account.summary
        for entry in account.entries {
            let amount = Money(minorUnits: entry.amount, currency: account.balance.currency)
            text += "\n  \(LendingText.day(entry.at)) \(entry.kind.rawValue) \(amount)" + (entry.loanID.map { " (loan \($0))" } ?? "")
        }
        return OutputLine(text: text, record: FineAccountRecord(account))
    }
}
