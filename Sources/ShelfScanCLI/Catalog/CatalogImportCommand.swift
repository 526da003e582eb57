import ArgumentParser
import Foundation
import ShelfScan

/// `shelfscan catalog import FILE…`: Open Library dumps and CSV lists into the local catalogue.
struct CatalogImportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Import Open Library dumps (editions, works, authors) and CSV book lists into the local catalogue.",
        discussion: """
            A file is a dump when its lines start with a record type (/type/edition…), else a CSV \
            list: a Goodreads or LibraryThing export, or a plain isbn,title,author list; plain or \
            gzip, told by its content, not its name. Each file is streamed in batches of 5,000 \
            lines, so memory stays small whatever its size (the editions dump is 12 GB of gzip), \
            with a progress bar on a terminal. A dump import stopped by Ctrl-C (or a crash) \
            resumes where it stopped when run again on the same file; a finished one is not \
            repeated. A line that cannot be read is skipped and reported with its line number \
            (the first 20 of each file). A later revision of a record replaces an earlier one, \
            never the other way round; a list's row replaces what an earlier list said of its \
            ISBN. The title and author search index is rebuilt at the end.

              shelfscan catalog import ol_dump_editions_latest.txt.gz ol_dump_works_latest.txt.gz ol_dump_authors_latest.txt.gz
              shelfscan catalog import goodreads_library_export.csv --catalog /srv/shelfscan/catalog.sqlite
            """)

    @Argument(help: ArgumentHelp("Dump files or CSV lists.", valueName: "file"))
    var files: [String]

    @OptionGroup var catalog: CatalogOptions

    func run() throws {
        let catalog = try catalog.open(creating: true)
        let interrupt = InterruptStop.install()
        defer { interrupt.source.cancel() }
        var failed = false
        for file in files {
            if interrupt.stop.isRequested { break }
            do {
                switch try CatalogFileKind(ofFileAt: file) {
                case .openLibraryDump: try importDump(file, into: catalog, stop: interrupt.stop)
                case .list: try importList(file, into: catalog, stop: interrupt.stop)
                }
            } catch {
                StandardError.line("\(error)")
                failed = true
            }
        }
        do {
            try catalog.rebuildTitleSearchIfStale()
        } catch {
            StandardError.line("\(error)")
            failed = true
        }
        if failed { throw ExitStatus.unreadable.exitCode }
    }

    private func importDump(_ file: String, into catalog: CatalogDatabase, stop: ScanLoopStop) throws {
        let bar = ImportProgressBar(file: file)
        let progress = try catalog.importDump(atPath: file, at: Date()) { progress in
            bar.update(fraction: progress.fraction,
                       counts: "\(ImportProgressBar.count(progress.line)) lines, "
                           + "\(ImportProgressBar.count(progress.records)) records",
                       done: progress.line, unit: "lines")
            return stop.isRequested
        }
        bar.clear()
        for problem in progress.problems { StandardError.line("\(progress.file): \(problem)") }
        let state = progress.finished ? "imported" : "stopped; run again to resume"
        print("\(progress.file): \(progress.records) records from \(progress.line) lines, \(progress.badLines) bad; \(state)"
            .escapingUnsafeScalars())
    }

    private func importList(_ file: String, into catalog: CatalogDatabase, stop: ScanLoopStop) throws {
        let bar = ImportProgressBar(file: file)
        let summary = try catalog.importList(atPath: file, at: Date()) { summary in
            bar.update(fraction: nil,
                       counts: "\(ImportProgressBar.count(summary.rowsRead)) rows, "
                           + "\(ImportProgressBar.count(summary.booksStored)) books",
                       done: summary.rowsRead, unit: "rows")
            return stop.isRequested
        }
        bar.clear()
        for problem in summary.problems { StandardError.line("\(summary.file): \(problem)") }
        let state = summary.finished ? "imported" : "stopped; run again to import the rest"
        print("\(summary.file): \(summary.format), \(summary.booksStored) books from \(summary.rowsRead) rows, "
              + "\(summary.rowsSkipped) skipped; \(state)".escapingUnsafeScalars())
    }
}
