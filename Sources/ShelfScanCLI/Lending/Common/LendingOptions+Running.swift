import ArgumentParser

extension LendingOptions {
    /// Opens the session, runs `body` and prints what it returns; an error is printed on standard
    /// error and ends the command with its `ExitStatus`.
    ///
    /// Only a command that `createsDatabase` (`user add`, the one that can work on an empty store)
    /// makes a missing database file; any other ends with `.noDatabase`, so a mistyped `--db` is
    /// said instead of answered from a new empty file.
    /// `environment` is read by the caller once, so this runs the same for tests that pass their own.
    func run(in environment: LendingEnvironment, createsDatabase: Bool = false,
             _ body: (LendingSession) throws -> CommandOutput) throws {
        do {
            let session = try LendingSession(try settings(in: environment), clock: try environment.clock(),
                                             createsDatabase: createsDatabase)
            try body(session).print(json: json)
        } catch {
            StandardError.line(CommandHint.message(for: error))
            throw ExitStatus(for: error).exitCode
        }
    }
}
