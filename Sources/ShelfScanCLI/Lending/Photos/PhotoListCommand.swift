import ArgumentParser
import ShelfScan

/// `shelfscan photo list BOOK`: a book's photos with sizes and thumbnails.
struct PhotoListCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list",
        abstract: "List a book's photos: id, format, size, dimensions and thumbnail path.",
        discussion: """
            Anyone may look at a book's photos: borrowers look before they ask.

              shelfscan photo list 7
            """)

    @Argument(help: "The book id.")
    var bookID: Int64

    @OptionGroup var lending: LendingOptions

    func run() throws {
        try lending.run(in: .current()) { session in
            let photos = try session.database.photos(ofBook: bookID)
            return CommandOutput(photos.map { PhotoRecord($0, in: session.database).line },
                                 whenEmpty: "book \(bookID) has no photos")
        }
    }
}
