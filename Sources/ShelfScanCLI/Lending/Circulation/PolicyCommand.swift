import ArgumentParser

/// `shelfscan policy show|set`: how the acting owner lends.
struct PolicyCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "policy",
        abstract: "Show or set how you lend: loan period, renewals, limits, fines, opening days, holds, self-service.",
        discussion: """
            Until an owner sets a policy, they lend as a private person: no due date, no fines, no limits.

              shelfscan policy show --user library
              shelfscan policy set --user library --loan-days 21 --renewals 2 --max-loans 5 \\
                  --fine-per-day 0.20 --grace-days 2 --max-fine 5 --block-at 10 --closed-weekdays sat,sun
            """,
        subcommands: [PolicyShowCommand.self, PolicySetCommand.self],
        defaultSubcommand: PolicyShowCommand.self)
}
