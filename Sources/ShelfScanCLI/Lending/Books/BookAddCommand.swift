import ArgumentParser
import ShelfScan

/// `shelfscan book add --image FILE --title T --author A`: a new book, its ISBN read from a photo.
struct BookAddCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "add",
        abstract: "Add a book, reading its ISBN from a photo of its barcode.",
        discussion: """
            The photo must show exactly one ISBN barcode (a shop's price label beside it is ignored); \
            it is kept as the book's first photo, so it must be a JPEG, PNG or WebP within the photo \
            limits, else no book is added. Owners may add several copies of one ISBN.

              export SHELFSCAN_USER=alice
              shelfscan book add --image dune.jpg --title Dune --author "Frank Herbert" --subject "Science fiction"
              shelfscan book add --isbn 0441172717 --title Dune --author Herbert --gift
            """)

    @OptionGroup var code: BookCodeOptions

    @Option(help: "The title.")
    var title: String

    @Option(name: .customLong("author"), help: "An author; repeat for several.")
    var authors: [String] = []

    @Option(help: "A description: edition, condition...")
    var description: String?

    @Option(name: .customLong("subject"), help: "A subject (genre, topic); repeat for several.")
    var subjects: [String] = []

    @Flag(help: "Give the book away: the handover makes the borrower its owner.")
    var gift = false

    @OptionGroup var lending: LendingOptions

    func run() throws {
        try lending.run(in: .current()) { session in
            let added = try session.desk.addBook(from: code.source, title: title, authors: authors,
                                                 description: description, subjects: subjects, isGift: gift,
                                                 by: try session.actingUser())
            let kept = added.photo.map { ", kept as photo \($0.id)" } ?? ""
            let origin = added.source.photoPath.map { " (ISBN read from \($0)\(kept))" } ?? ""
            return CommandOutput("added " + LendingText.summary(added.book) + origin,
                                 record: BookRecord(added.book, photo: added.source.photoPath, photoID: added.photo?.id))
        }
    }
}
