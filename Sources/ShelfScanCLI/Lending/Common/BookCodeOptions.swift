import ArgumentParser
import ShelfScan

/// `--image FILE` or `--isbn ISBN`: where a command takes a book's ISBN from.
struct BookCodeOptions: ParsableArguments {
    @Option(help: ArgumentHelp("A photo of the book's barcode; its ISBN is read from it.", valueName: "file"))
    var image: String?

    @Option(help: ArgumentHelp("The ISBN typed instead, when the barcode will not read.", valueName: "isbn"))
    var isbn: String?

    func validate() throws {
        guard (image == nil) != (isbn == nil) else {
            throw ValidationError("give either --image FILE or --isbn ISBN")
        }
    }

    /// The photo or the typed ISBN.
    var source: ISBNSource {
        if let image { return .photo(path: image) }
        return .typed(isbn ?? "")
    }
}
