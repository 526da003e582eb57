import ArgumentParser
import Foundation
import ShelfScan

/// `shelfscan book add (--image FILE | --isbn ISBN | --no-barcode) [--title T --author A]`: a new book.
struct BookAddCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "add",
        abstract: "Add a book, reading its ISBN from a photo of its barcode, typed, or without any barcode.",
        discussion: """
            The photo must show exactly one ISBN barcode (a shop's price label beside it is ignored); \
            it is kept as the book's first photo, so it must be a JPEG, PNG or WebP within the photo \
            limits, else no book is added. Owners may add several copies of one ISBN.

            What is not typed is looked up by ISBN (`shelfscan lookup`): title, authors, \
            description and subjects, and the edition's subtitle, publisher, date, pages and \
            language. A title typed that clearly is not the catalogue's title for the ISBN stops the \
            add, showing both: the barcode was probably misread or the ISBN mistyped; scan again, \
            retype, or add it as typed with --force. Offline (or when a service fails) the book is \
            added with what was typed, and `shelfscan catalog refresh` completes it later. --cover \
            attaches the edition's Open Library cover as a photo.

            A book with no barcode at all (--no-barcode) needs --title and --author, and is given a \
            ShelfScan label: print it with `shelfscan label ID --output label.png` and scan it like \
            an ISBN. A gift may be any item: with --gift --no-barcode a title and a --photo suffice.

              export SHELFSCAN_USER=alice
              shelfscan book add --image dune.jpg
              shelfscan book add --image dune.jpg --title Dune --author "Frank Herbert" \\
                  --subject "Science fiction"
              shelfscan book add --isbn 0441172717 --gift --cover
              shelfscan book add --isbn 0441172717 --title Dune --author Herbert --offline
              shelfscan book add --no-barcode --title "Family recipes" --author Gran
              shelfscan book add --no-barcode --gift --title "Desk lamp" --photo lamp.jpg
            """)

    @Option(help: ArgumentHelp("A photo of the book's barcode; its ISBN is read from it.", valueName: "file"))
    var image: String?

    @Option(help: ArgumentHelp("The ISBN typed instead, when the barcode will not read.", valueName: "isbn"))
    var isbn: String?

    @Flag(help: "The book has no barcode: it is given a ShelfScan label to print.")
    var noBarcode = false

    @Option(help: "The title (default: the catalogue's).")
    var title: String?

    @Option(name: .customLong("author"), help: "An author; repeat for several (default: the catalogue's).")
    var authors: [String] = []

    @Option(help: "A description: edition, condition... (default: the catalogue's).")
    var description: String?

    @Option(name: .customLong("subject"), help: "A subject (genre, topic); repeat for several (default: the catalogue's).")
    var subjects: [String] = []

    @Flag(help: "Give the book away: the handover makes the borrower its owner.")
    var gift = false

    @Option(name: .customLong("photo"),
            help: ArgumentHelp("With --no-barcode: a photo kept with the item; repeat for several.", valueName: "file"))
    var photos: [String] = []

    @Flag(help: "Add the book with the title typed even though the catalogue gives another for its ISBN.")
    var force = false

    @Flag(help: "Attach the edition's cover from Open Library as a photo.")
    var cover = false

    @OptionGroup var lending: LendingOptions

    @OptionGroup var catalog: CatalogOptions

    @OptionGroup var online: OnlineOptions

    func validate() throws {
        guard [image != nil, isbn != nil, noBarcode].filter({ $0 }).count == 1 else {
            throw ValidationError("give one of --image FILE, --isbn ISBN or --no-barcode")
        }
        if noBarcode, title == nil || (authors.isEmpty && !gift) {
            throw ValidationError("a book without a barcode needs --title and --author (a gift only --title)")
        }
        if !photos.isEmpty, !noBarcode {
            throw ValidationError("--photo goes with --no-barcode; add photos of a scanned book with `shelfscan photo add`")
        }
    }

    func run() throws {
        guard let source else { return try addWithoutBarcode() }
        let access = try CatalogAccess(catalog: catalog, online: online)
        let typed = TypedBookDetails(title: title, authors: authors, description: description, subjects: subjects,
                                     isGift: gift)
        let (force, coverFolder) = (self.force, cover ? access.coverFolder : nil)
        try lending.run(in: .current()) { session in
            let (desk, owner) = (session.desk, try session.actingUser())
            let added = try access.run { lookup in
                try await desk.addBook(from: source, typed: typed, lookup: lookup, force: force,
                                       coverFolder: coverFolder, by: owner)
            }
            return CommandOutput([OutputLine(text: Self.text(added), record: BookRecord(added))],
                                 footer: Self.owedNote(added))
        }
    }

    private func addWithoutBarcode() throws {
        try lending.run(in: .current()) { session in
            let draft = try BookDraft(isbn: nil, title: title ?? "", authors: authors, description: description,
                                      subjects: subjects, isGift: gift)
            let limit = session.database.photoRules.limits.maxBytes
            let uploads = try photos.map { path throws(DeskError) in try PhotoUpload(contentsOf: path, limit: limit) }
            let added = try session.database.addBook(draft, photos: uploads, by: try session.actingUser())
            let kept = added.photos.isEmpty ? "" : ", kept as photo " + added.photos.map { String($0.id) }.joined(separator: ", ")
            return CommandOutput("added " + LendingText.summary(added.book) + kept
                                     + " (print its label: shelfscan label \(added.book.id) --output label.png)",
                                 record: BookRecord(added.book))
        }
    }

    /// `added book 3: "Dune" …, available (ISBN read from dune.jpg, kept as photo 1)`, then the
    /// edition and where its details came from.
    private static func text(_ added: CatalogedBook) -> String {
        let kept = added.book.photo.map { ", kept as photo \($0.id)" } ?? ""
        let origin = added.book.source.photoPath.map { " (ISBN read from \($0)\(kept))" } ?? ""
        var text = "added " + LendingText.summary(added.book.book) + origin
        if let edition = added.edition, !edition.isEmpty || !edition.sources.isEmpty {
            text += "\n    " + LendingText.edition(edition)
        }
        if let cover = added.cover { text += "\n    cover kept as photo \(cover.id)" }
        return text
    }

    /// One line when the book still awaits its lookup, with the sources that failed and why, so a
    /// partial answer is not taken for all there is (on standard error with `--json`).
    private static func owedNote(_ added: CatalogedBook) -> String? {
        guard added.edition?.lookupPending == true else { return nil }
        guard let failed = added.lookup?.failureSummary else {
            return "    details still to look up: run `shelfscan catalog refresh` when online"
        }
        return "    details still to look up (\(failed)): run `shelfscan catalog refresh` later"
            .escapingUnsafeScalars(keepingLineBreaks: false)
    }

    /// The photo or the typed ISBN; `nil` for a book without a barcode.
    private var source: BookCodeSource? {
        image.map { .photo(path: $0) } ?? isbn.map { .typed($0) }
    }
}
