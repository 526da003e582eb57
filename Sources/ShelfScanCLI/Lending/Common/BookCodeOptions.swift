import ArgumentParser
import ShelfScan

/// `--image FILE` or `--isbn CODE`: where a scan takes a book's ISBN or label from.
struct BookCodeOptions: ParsableArguments {
    @Option(help: ArgumentHelp("A photo of the book's barcode, its ISBN or its ShelfScan label.", valueName: "file"))
    var image: String?

    @Option(help: ArgumentHelp("The ISBN, or the ShelfScan label's 13 digits, typed when the barcode will not read.",
                               valueName: "code"))
    var isbn: String?

    func validate() throws {
        guard (image == nil) != (isbn == nil) else {
            throw ValidationError("give either --image FILE or --isbn CODE")
        }
    }

    /// The photo or the typed code.
    var source: BookCodeSource {
        if let image { return .photo(path: image) }
        return .typed(isbn ?? "")
    }
}
