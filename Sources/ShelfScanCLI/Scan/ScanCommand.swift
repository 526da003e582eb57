import ArgumentParser
import Foundation
import ShelfScan

/// `shelfscan scan PATH...`: every barcode in the given photos and folders.
struct ScanCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "scan",
        abstract: "Find EAN-13, UPC-A, UPC-E and EAN-8 barcodes in photos.",
        discussion: """
            Prints one line per barcode: file, symbology, digits, ISBN-13 (or -), add-on (or -). \
            Folders are searched recursively for .png, .jpg, .webp, .pgm and .ppm files. \
            Exit status: 0 when every file gave a code, 1 when some gave none, \
            2 when some could not be read.

              shelfscan scan shelf/ --jobs 4
              shelfscan scan cover.jpg --json
            """)

    @Argument(help: "Image files or folders.")
    var paths: [String]

    @Flag(help: "Print one JSON object per barcode.")
    var json = false

    @Option(help: "Files to scan at once (default: all cores).")
    var jobs: Int = ProcessInfo.processInfo.activeProcessorCount

    @OptionGroup var scanOptions: ScanOptionGroup

    func validate() throws {
        guard jobs > 0 else { throw ValidationError("--jobs must be at least 1, not \(jobs)") }
    }

    func run() throws {
        let files: [String]
        do {
            files = try ImageFileList.expand(paths)
        } catch {
            StandardError.write("\(error)\n")
            throw ExitCode(ScanExitStatus.unreadable.rawValue)
        }
        var printer = ScanPrinter(json: json)
        let progress = ProgressBar(total: files.count)
        scanOptions.photoScanner.scan(paths: files, jobs: jobs) { _, result in
            progress.clear()
            printer.report(result)
            progress.advance()
        }
        progress.finish()
        if let status = printer.exitStatus { throw ExitCode(status.rawValue) }
    }
}
