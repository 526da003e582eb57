import ArgumentParser
import ShelfScan

/// `shelfscan catalog search WORDS…`: editions in the local catalogue by title and author words.
struct CatalogSearchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "search",
        abstract: "Find editions in the local catalogue by words of their title or authors.",
        discussion: """
            Every word must start a word of the title (subtitle included) or of an author's name; \
            case and accents do not count. The best matches come first. When nothing matches, it says \
            so and exits 0, as `shelfscan search` does (with --json it prints nothing).

              shelfscan catalog search dune herbert
              shelfscan catalog search "green eggs" --limit 5 --json
            """)

    @Argument(help: ArgumentHelp("Words of the title or the authors.", valueName: "word"))
    var words: [String]

    @Option(help: "At most this many editions.")
    var limit = 20

    @OptionGroup var catalog: CatalogOptions

    @Flag(help: "Print one JSON object per edition.")
    var json = false

    func validate() throws {
        guard limit > 0 else { throw ValidationError("--limit must be at least 1, not \(limit)") }
    }

    func run() throws {
        let hits: [TitleSearchHit]
        do {
            hits = try catalog.open(creating: false).searchTitles(words.joined(separator: " "), limit: limit)
        } catch let error as CatalogStoreError {
            StandardError.line("\(error)")
            throw ExitStatus.unreadable.exitCode
        }
        for hit in hits {
            let authors = hit.authors.isEmpty ? "" : " by \(hit.authors)"
            print(json ? ShelfScanJSON.line(hit) : "\(hit.isbn13): \"\(hit.title)\"\(authors)".escapingUnsafeScalars())
        }
        if hits.isEmpty, !json {
            print("no edition matches '\(words.joined(separator: " "))'".escapingUnsafeScalars(keepingLineBreaks: false))
        }
    }
}
