import ArgumentParser
import ShelfScan

/// `shelfscan label BOOK --output FILE`: the printable ShelfScan label of one of the user's books.
struct LabelCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "label",
        abstract: "Write the printable ShelfScan label of one of your books as a PNG.",
        discussion: """
            A book added without a barcode (book add --no-barcode) has a label from the start; any \
            other book is given one the first time, e.g. to tell one copy from another. The label is \
            an EAN-13 starting with 29, unique in this database, with the title under it; print it \
            at 300 dpi (32 mm wide) and stick it on the book. Every scan then accepts it exactly like \
            an ISBN, from a photo (--image) or typed (--isbn).

              shelfscan label 7 --user alice --output dune-label.png
              shelfscan handover --user alice --image dune-label.png
            """)

    @Argument(help: "The book id.")
    var bookID: Int64

    @Option(help: ArgumentHelp("Where to write the PNG (replaced if it exists).", valueName: "file"))
    var output: String

    @OptionGroup var lending: LendingOptions

    func run() throws {
        try lending.run(in: .current()) { session in
            let labelled = try session.database.labelBook(bookID, by: try session.actingUser())
            let book = labelled.book
            let png = try BookLabelPicture(label: labelled.label, title: book.title, bookID: book.id).png()
            try OutputFileError.write(png, to: output)
            return CommandOutput("wrote label \(labelled.label.digits) of \(LendingText.label(book)) to \(output)",
                                 record: BookRecord(book))
        }
    }
}
