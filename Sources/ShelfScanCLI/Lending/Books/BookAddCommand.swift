import ArgumentParser
import ShelfScan

/// `shelfscan book add (--image FILE | --isbn ISBN | --no-barcode) --title T --author A`: a new book.
struct BookAddCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "add",
        abstract: "Add a book, reading its ISBN from a photo of its barcode, typed, or without any barcode.",
        discussion: """
            The photo must show exactly one ISBN barcode (a shop's price label beside it is ignored); \
            it is kept as the book's first photo, so it must be a JPEG, PNG or WebP within the photo \
            limits, else no book is added. Owners may add several copies of one ISBN. A book with \
            no barcode at all (--no-barcode) is given a ShelfScan label: print it with \
            `shelfscan label ID --output label.png` and scan it like an ISBN.

              export SHELFSCAN_USER=alice
              shelfscan book add --image dune.jpg --title Dune --author "Frank Herbert" --subject "Science fiction"
              shelfscan book add --isbn 0441172717 --title Dune --author Herbert --gift
              shelfscan book add --no-barcode --title "Family recipes" --author Gran
            """)

    @Option(help: ArgumentHelp("A photo of the book's barcode; its ISBN is read from it.", valueName: "file"))
    var image: String?

    @Option(help: ArgumentHelp("The ISBN typed instead, when the barcode will not read.", valueName: "isbn"))
    var isbn: String?

    @Flag(help: "The book has no barcode: it is given a ShelfScan label to print.")
    var noBarcode = false

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

    func validate() throws {
        guard [image != nil, isbn != nil, noBarcode].filter({ $0 }).count == 1 else {
            throw ValidationError("give one of --image FILE, --isbn ISBN or --no-barcode")
        }
        guard !authors.isEmpty else { throw ValidationError("Missing expected argument '--author <author>'") }
    }

    func run() throws {
        try lending.run(in: .current()) { session in
            let owner = try session.actingUser()
            guard let source else {
                let draft = try BookDraft(isbn: nil, title: title, authors: authors, description: description,
                                          subjects: subjects, isGift: gift)
                let book = try session.database.addBook(draft, by: owner)
                return CommandOutput("added " + LendingText.summary(book) + " (print its label: shelfscan label \(book.id)"
                                         + " --output label.png)", record: BookRecord(book))
            }
            let added = try session.desk.addBook(from: source, title: title, authors: authors,
                                                 description: description, subjects: subjects, isGift: gift, by: owner)
            let kept = added.photo.map { ", kept as photo \($0.id)" } ?? ""
            let origin = added.source.photoPath.map { " (ISBN read from \($0)\(kept))" } ?? ""
            return CommandOutput("added " + LendingText.summary(added.book) + origin,
                                 record: BookRecord(added.book, photo: added.source.photoPath, photoID: added.photo?.id))
        }
    }

    /// The photo or the typed ISBN; `nil` for a book without a barcode.
    private var source: BookCodeSource? {
        image.map { .photo(path: $0) } ?? isbn.map { .typed($0) }
    }
}
