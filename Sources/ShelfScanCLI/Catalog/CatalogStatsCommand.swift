import ArgumentParser
import ShelfScan

/// `shelfscan catalog stats`: how much the local catalogue holds.
struct CatalogStatsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "stats",
        abstract: "Count the editions, ISBNs, works, authors and listed books in the local catalogue.",
        discussion: """
              shelfscan catalog stats
              shelfscan catalog stats --json
            """)

    @OptionGroup var catalog: CatalogOptions

    @Flag(help: "Print the counts as JSON.")
    var json = false

    func run() throws {
        let counts: CatalogCounts
        do {
            counts = try catalog.open(creating: false).counts()
        } catch let error as CatalogStoreError {
            StandardError.line("\(error)")
            throw ExitStatus.unreadable.exitCode
        }
        print(json ? ShelfScanJSON.line(counts)
              : "\(counts.editions) editions, \(counts.isbns) ISBNs, \(counts.works) works, \(counts.authors) authors, "
                + "\(counts.listedBooks) listed books")
    }
}
