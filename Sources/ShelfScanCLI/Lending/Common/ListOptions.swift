import ArgumentParser
import ShelfScan

/// `--limit`, `--offset` and `--sort`, shared by every command that lists books.
struct ListOptions: ParsableArguments {
    @Option(help: ArgumentHelp("Show at most this many (1 to \(PageRequest.maximumLimit)).", valueName: "count"))
    var limit = 50

    @Option(help: ArgumentHelp("Skip this many first, to see the next page.", valueName: "count"))
    var offset = 0

    @Option(help: ArgumentHelp("Sort by title, author, date (newest first) or status.", valueName: "order"))
    var sort: BookOrder?

    func validate() throws {
        guard (1...PageRequest.maximumLimit).contains(limit) else {
            throw ValidationError("--limit must be 1 to \(PageRequest.maximumLimit), not \(limit)")
        }
        guard offset >= 0 else { throw ValidationError("--offset must be 0 or more, not \(offset)") }
    }

    /// The page asked for.
    func page() throws -> PageRequest {
        try PageRequest(limit: limit, offset: offset)
    }
}

extension BookOrder: ExpressibleByArgument {}
