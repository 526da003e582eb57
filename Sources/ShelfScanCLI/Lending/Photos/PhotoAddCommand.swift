import ArgumentParser
import ShelfScan

/// `shelfscan photo add BOOK FILE...`: photos for one of the user's books, all or none.
struct PhotoAddCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "add",
        abstract: "Attach photos to one of your books.",
        discussion: """
            Every file is checked before any is stored: if one is refused (not a JPEG, PNG or WebP, \
            damaged, too large, or one too many for the book), none is attached and the error names it.

              shelfscan photo add 7 front.jpg back.webp --user alice
            """)

    @Argument(help: "The book id.")
    var bookID: Int64

    @Argument(help: "The photo files.")
    var files: [String]

    @OptionGroup var lending: LendingOptions

    func validate() throws {
        guard !files.isEmpty else { throw ValidationError("give at least one photo file") }
    }

    func run() throws {
        try lending.run(in: .current()) { session in
            let photos = try session.desk.attachPhotos(files, toBook: bookID, by: try session.actingUser())
            return CommandOutput(photos.map { photo in
                let record = PhotoRecord(photo, in: session.database)
                return OutputLine(text: "attached " + record.text, record: record)
            })
        }
    }
}
