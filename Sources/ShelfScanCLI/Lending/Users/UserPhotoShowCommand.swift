import ArgumentParser

/// `shelfscan user photo show NAME`: a user's profile photo, described, written or opened.
struct UserPhotoShowCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "show",
        abstract: "Show a user's profile photo, write it to a file, or open it.",
        discussion: """
              shelfscan user photo show alice --open
            """)

    @Argument(help: "The username, in any letter case.")
    var username: String

    @OptionGroup var view: PhotoViewOptions

    @OptionGroup var lending: LendingOptions

    func run() throws {
        let environment = LendingEnvironment.current()
        try lending.run(in: environment) { session in
            let user = try session.database.user(named: username)
            let photo = try session.database.profilePhoto(of: user)
            return try view.view(photo, in: session, environment: environment, user: user.username)
        }
    }
}
