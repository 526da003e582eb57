import ArgumentParser

/// `shelfscan user ...`: creating and looking up people.
struct UserCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "user",
        abstract: "Create users, edit and show their profiles and set profile photos.",
        subcommands: [UserAddCommand.self, UserEditCommand.self, UserShowCommand.self, UserPhotoCommand.self])
}
