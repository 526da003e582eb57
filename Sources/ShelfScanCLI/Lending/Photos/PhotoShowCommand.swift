import ArgumentParser

/// `shelfscan photo show ID`: one photo, described, written to a file or opened.
struct PhotoShowCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "show",
        abstract: "Show a photo's details, write it to a file, or open it.",
        discussion: """
              shelfscan photo show 3
              shelfscan photo show 3 --output cover.jpg
              shelfscan photo show 3 --thumbnail --open
            """)

    @Argument(help: "The photo id.")
    var photoID: Int64

    @OptionGroup var view: PhotoViewOptions

    @OptionGroup var lending: LendingOptions

    func run() throws {
        let environment = LendingEnvironment.current()
        try lending.run(in: environment) { session in
            try view.view(try session.database.photo(photoID), in: session, environment: environment)
        }
    }
}
