import ArgumentParser

/// `shelfscan photo delete ID`: removes a photo of one of the user's books.
struct PhotoDeleteCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "delete",
        abstract: "Delete a photo of one of your books.",
        discussion: """
            Asks for confirmation on a terminal; scripts give --yes. The file goes once no other \
            photo uses it.

              shelfscan photo delete 3 --user alice --yes
            """)

    @Argument(help: "The photo id.")
    var photoID: Int64

    @Flag(help: "Delete without asking.")
    var yes = false

    @OptionGroup var lending: LendingOptions

    func run() throws {
        try lending.run(in: .current()) { session in
            let user = try session.actingUser()
            let photo = try session.database.photo(photoID)
            guard try Confirmation(assumeYes: yes).confirm("delete photo \(photo.id)") else {
                return CommandOutput("kept photo \(photoID)", record: ["kept": photoID])
            }
            try session.database.deletePhoto(photoID, by: user)
            return CommandOutput("deleted photo \(photoID)", record: ["deleted": photoID])
        }
    }
}
