import ArgumentParser
import ShelfScan

/// `shelfscan policy show`: the acting owner's settings, one per line.
struct PolicyShowCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "show",
        abstract: "Show your lending policy.",
        discussion: """
              shelfscan policy show --user library
              shelfscan policy show --user library --json
            """)

    @OptionGroup var lending: LendingOptions

    func run() throws {
        try lending.run(in: .current()) { session in
            let policy = try session.database.policy(of: try session.actingUser())
            return Self.output(policy)
        }
    }

    /// `loan days: 21` lines, or one JSON record.
    static func output(_ policy: LendingPolicy) -> CommandOutput {
        let text = policy.lines.map { "\($0.name): \($0.value)" }.joined(separator: "\n")
        return CommandOutput(text, record: PolicyRecord(policy))
    }
}
