import ArgumentParser

/// `shelfscan photo ...`: photos of books.
struct PhotoCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "photo",
        abstract: "Attach, list, show and delete photos of books; clean the photo folder.",
        discussion: """
            Photos must be JPEG, PNG or WebP (checked by decoding them, not by their names), at most \
            25 MB and 50 megapixels, 12 to a book. Location, camera and other metadata are removed \
            before storing; a 320-pixel JPEG thumbnail is made. Files are kept beside the database, \
            in <db>.photos/, named by their SHA-256, so a photo attached twice is stored once.
            """,
        subcommands: [PhotoAddCommand.self, PhotoListCommand.self, PhotoShowCommand.self,
                      PhotoDeleteCommand.self, PhotoGCCommand.self])
}
