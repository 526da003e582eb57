import ArgumentParser
import ShelfScan

/// `shelfscan renew LOAN` or `renew --all`: a later due date under the lender's policy.
struct RenewCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "renew",
        abstract: "Renew a loan you borrow (or lent), or all your loans.",
        discussion: """
            A renewal adds the lender's renewal days to the due date. It is refused, with the reason, \
            when the renewal limit is reached, someone is waiting for the book, the loan is overdue \
            past the grace days, or your fines block you. --all renews each of your loans that has a \
            due date and prints one summary; it exits 5 when any was refused.

              shelfscan renew 4 --user bob
              shelfscan renew --all --user bob
            """)

    @Argument(help: "The loan id.")
    var loanID: Int64?

    @Flag(help: "Renew every loan you borrow that has a due date.")
    var all = false

    @OptionGroup var lending: LendingOptions

    func validate() throws {
        guard (loanID == nil) == all else { throw ValidationError("give a loan id or --all") }
    }

    func run() throws {
        var refused = false
        try lending.run(in: .current()) { session in
            let user = try session.actingUser()
            if !all, let loanID {
                let loan = try session.database.renew(loan: loanID, by: user)
                let standing = try session.database.standing(ofLoan: loan.id, by: user)
                return CommandOutput("renewed loan \(loan.id)" + CirculationText.due(standing) + ", \(standing.renewalsLeft)"
                                     + " renewal\(standing.renewalsLeft == 1 ? "" : "s") left",
                                     record: LoanStandingRecord(standing))
            }
            let outcomes = try session.database.renewAll(by: user)
            refused = outcomes.contains { $0.refusal != nil }
            return Self.summary(outcomes)
        }
        if refused { throw ExitStatus.conflict.exitCode }
    }

    /// A line per loan, then `renewed 2 of 3 loans`.
    private static func summary(_ outcomes: [RenewalOutcome]) -> CommandOutput {
        let lines = outcomes.map { outcome in
            let text = outcome.renewed.map { "renewed loan \(outcome.loanID) \"\(outcome.title)\", due \($0.dueDate?.description ?? "-")" }
                ?? "not renewed: loan \(outcome.loanID) \"\(outcome.title)\": \(outcome.refusal.map { "\($0)" } ?? "")"
            return OutputLine(text: text, record: RenewalRecord(outcome))
        }
        let renewed = outcomes.filter { $0.renewed != nil }.count
        return CommandOutput(lines, whenEmpty: "no loan with a due date to renew",
                             footer: outcomes.isEmpty ? nil : "renewed \(renewed) of \(outcomes.count) loan\(outcomes.count == 1 ? "" : "s")")
    }
}
