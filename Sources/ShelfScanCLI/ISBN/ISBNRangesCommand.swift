import ArgumentParser
import ShelfScan

/// `shelfscan isbn ranges`: which range data the other `isbn` commands would use.
struct ISBNRangesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "ranges",
        abstract: "Show which ISBN range data the isbn commands use, and what it holds.",
        discussion: """
            Prints where the range data comes from (a file, or the copy built in), who issued it \
            and when, its serial number, and how many Bookland prefixes, registration groups and \
            rules it has. Like the other isbn commands it reads --ranges FILE, else \
            $XDG_DATA_HOME/shelfscan/RangeMessage.xml if there is one, else the built-in copy; a \
            file that cannot be read is named on standard error with the reason (exit status 2).

              $ shelfscan isbn ranges
              source: built in
              issued by: International ISBN Agency
              date: Thu, 9 Jul 2026 05:46:12 BST
              ...
            """)

    @OptionGroup var rangeData: RangeDataOptions

    @Flag(help: "Print one JSON object.")
    var json = false

    func run() throws {
        let summary = RangeSummaryRecord(try rangeData.loadForCommand())
        print(json ? ShelfScanJSON.line(summary) : summary.text)
    }
}
