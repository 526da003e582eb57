import ArgumentParser

/// `shelfscan user photo delete`: removes the acting user's profile photo.
struct UserPhotoDeleteCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "delete",
        abstract: "Delete your profile photo.",
        discussion: """
              shelfscan user photo delete --user alice --yes
            """)

    @Flag(help: "Delete without asking.")
    var yes = false

    @OptionGroup var lending: LendingOptions

    func run() throws {
        try lending.run(in: .current()) { session in
            let user = try session.actingUser()
            let photo = try session.database.profilePhoto(of: user)
            guard try Confirmation(assumeYes: yes).confirm("delete the profile photo of \(user.username)") else {
                return CommandOutput("kept the profile photo of \(user.username)", record: ["kept": photo.id])
            }
            try session.database.deletePhoto(photo.id, by: user)
            return CommandOutput("deleted the profile photo of \(user.username)", record: ["deleted": photo.id])
        }
    }
}
