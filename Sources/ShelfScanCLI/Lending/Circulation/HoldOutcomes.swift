import ArgumentParser
import ShelfScan

/// How `hold` and `hold cancel` report several ids: a line per hold done on standard output, a
/// line per refusal on standard error, as `checkout` does with several books. Each error names its
/// book or hold, so the line is the error alone and names the id once. The command then exits
/// with the first refusal's status (3 not found, 4 not allowed, 5 conflict).
enum HoldOutcomes {
    /// Runs `act` in a session and prints each outcome: `done` words a hold.
    static func run(_ lending: LendingOptions, _ act: (LendingSession) throws -> [HoldOutcome],
                    done: (HoldEntry) -> String) throws {
        var failure: ExitStatus?
        try lending.run(in: .current()) { session in
            var lines: [OutputLine] = []
            for outcome in try act(session) {
                switch outcome.result {
                case let .success(entry):
                    lines.append(OutputLine(text: done(entry), record: HoldRecord(entry)))
                case let .failure(error):
                    StandardError.line("\(error)")
                    failure = failure ?? ExitStatus(for: error)
                }
            }
            return CommandOutput(lines)
        }
        if let failure { throw failure.exitCode }
    }
}
