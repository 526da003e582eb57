import ArgumentParser

extension LendingOptions {
    /// Opens the session, runs `body` and prints what it returns; an error is printed on standard
    /// error and ends the command with its `LendingExitCode`.
    ///
    /// `environment` is read by the caller once, so this runs the same for tests that pass their own.
    func run(in environment: LendingEnvironment, _ body: (LendingSession) throws -> CommandOutput) throws {
        do {
            let session = try LendingSession(try settings(in: environment), clock: try environment.clock())
            try body(session).print(json: json)
        } catch {
            StandardError.write("\(error)\n")
            throw ExitCode(LendingExitCode(for: error).rawValue)
        }
    }
}
