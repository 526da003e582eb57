import ArgumentParser

/// `shelfscan user ...`: creating and looking up people.
struct UserCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "user",
        abstract: "Create users and show their profiles.",
        subcommands: [UserAddCommand.self, UserShowCommand.self])
}
