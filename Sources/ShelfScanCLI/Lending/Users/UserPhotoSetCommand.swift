import ArgumentParser
import ShelfScan

/// `shelfscan user photo set FILE`: the acting user's profile photo, replacing the old one.
struct UserPhotoSetCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "set",
        abstract: "Set your profile photo.",
        discussion: """
              shelfscan user photo set me.jpg --user alice
            """)

    @Argument(help: "The photo file.")
    var file: String

    @OptionGroup var lending: LendingOptions

    func run() throws {
        try lending.run(in: .current()) { session in
            let user = try session.actingUser()
            let photo = try session.desk.setProfilePhoto(file, by: user)
            let record = PhotoRecord(photo, in: session.database, user: user.username)
            return CommandOutput("set profile " + record.text, record: record)
        }
    }
}
