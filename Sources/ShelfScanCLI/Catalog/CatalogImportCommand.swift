import ArgumentParser
import Foundation
import ShelfScan

/// `shelfscan catalog import DUMP…`: Open Library dump files into the local catalogue.
struct CatalogImportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Import Open Library dump files (editions, works, authors) into the local catalogue.",
        discussion: """
            Each file is streamed in batches of 5,000 lines, so memory stays small whatever its size. \
            An import stopped by Ctrl-C (or a crash) resumes where it stopped when run again on the \
            same file; a finished one is not repeated. A line that cannot be read is skipped and \
            reported with its line number (the first 20 of each file). A later revision of a record \
            replaces an earlier one, never the other way round.

              shelfscan catalog import ol_dump_editions.txt ol_dump_works.txt ol_dump_authors.txt
              shelfscan catalog import ol_dump_editions.txt --catalog /srv/shelfscan/catalog.sqlite
            """)

    @Argument(help: ArgumentHelp("Dump files: tab-separated type, key, revision, last modified, JSON.", valueName: "dump"))
    var files: [String]

    @OptionGroup var catalog: CatalogOptions

    func run() throws {
        let catalogue = try catalog.open(creating: true)
        let interrupt = InterruptStop.install()
        defer { interrupt.source.cancel() }
        var failed = false
        for file in files {
            if interrupt.stop.isRequested { break }
            do {
                let progress = try catalogue.importDump(atPath: file, at: Date()) { progress in
                    if StandardError.isTerminal {
                        StandardError.write("\r\u{1B}[2K\(file): \(progress.line) lines, \(progress.records) records")
                    }
                    return interrupt.stop.isRequested
                }
                if StandardError.isTerminal { StandardError.write("\r\u{1B}[2K") }
                report(progress)
            } catch {
                StandardError.write("\(error)\n".escapingUnsafeScalars())
                failed = true
            }
        }
        if failed { throw ExitCode(2) }
    }

    private func report(_ progress: DumpImportProgress) {
        for problem in progress.problems { StandardError.write("\(progress.file): \(problem)\n".escapingUnsafeScalars()) }
        let state = progress.finished ? "imported" : "stopped; run again to resume"
        print("\(progress.file): \(progress.records) records from \(progress.line) lines, \(progress.badLines) bad; \(state)"
            .escapingUnsafeScalars())
    }
}
