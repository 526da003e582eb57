/// A command that should have succeeded, with what it printed.
struct CommandFailed: Error, CustomStringConvertible {
    let arguments: [String]
    let outcome: CommandRunner.Outcome

    var description: String {
        "shelfscan \(arguments.joined(separator: " ")) exited \(outcome.status): \(outcome.errors)"
    }
}
