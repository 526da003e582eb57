import ArgumentParser
import ShelfScan

/// How `hold` and `hold cancel` report several ids: a line per hold done on standard output, a
/// line per refusal on standard error naming its id, as `checkout` does with several books; the
/// command then exits with the first refusal's status (3 not found, 4 not allowed, 5 conflict).
enum HoldOutcomes {
    /// Runs `act` in a session and prints each outcome: `done` words a hold, `subject` names an id.
    static func run(_ lending: LendingOptions, _ act: (LendingSession) throws -> [HoldOutcome],
                    done: (HoldEntry) -> String, subject: (Int64) -> String) throws {
        var failure: LendingExitCode?
        try lending.run(in: .current()) { session in
            var lines: [OutputLine] = []
            for outcome in try act(session) {
                switch outcome.result {
                case let .success(entry):
                    lines.append(OutputLine(text: done(entry), record: HoldRecord(entry)))
                case let .failure(error):
                    StandardError.line("\(subject(outcome.id)): \(error)")
                    failure = failure ?? LendingExitCode(for: error)
                }
            }
            return CommandOutput(lines)
        }
        if let failure { throw ExitCode(failure.rawValue) }
    }
}
