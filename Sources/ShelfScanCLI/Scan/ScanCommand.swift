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
            With --annotate DIR, each photo is also written to DIR as <name>.annotated.png, \
            in gray with a box and a label on every code found (photos with none too); photos \
            sharing a name are numbered (<name>-1, <name>-2, ... in input order). Each picture \
            written is named on stderr. \
            Exit status: 0 when every file gave a code, 1 when some gave none, \
            2 when some could not be read or their picture not written.

              shelfscan scan shelf/ --jobs 4
              shelfscan scan cover.jpg --json
              shelfscan scan shelf/ --annotate checked/
            """)

    @Argument(help: "Image files or folders.")
    var paths: [String]

    @Flag(help: "Print one JSON object per barcode.")
    var json = false

    @Option(help: "Files to scan at once; by default one per core.")
    var jobs: Int = ProcessInfo.processInfo.activeProcessorCount

    @Option(name: .customLong("annotate"), help: ArgumentHelp(
        "Also write each photo with its codes boxed and labelled to this folder (created if missing).",
        valueName: "dir"))
    var annotationPath: String?

    @OptionGroup var scanOptions: ScanOptionGroup

    func validate() throws {
        guard jobs > 0 else { throw ValidationError("--jobs must be at least 1, not \(jobs)") }
    }

    func run() throws {
        let files: [String]
        do {
            files = try ImageFileList.expand(paths)
        } catch {
            StandardError.line("\(error)")
            throw ExitStatus.unreadable.exitCode
        }
        let folder = try annotationFolder(for: files)
        var printer = ScanPrinter(json: json)
        let progress = ProgressBar(total: files.count)
        scanOptions.photoScanner.scan(paths: files, jobs: jobs, process: { index, result, image in
            folder?.write(result, image: image, index: index)
        }) { _, result, annotation in
            progress.clear()
            printer.report(result)
            if let annotation { printer.report(annotation, of: result) }
            progress.advance()
        }
        progress.finish()
        if let status = printer.exitStatus { throw status.exitCode }
    }

    /// The `--annotate` folder, checked before any photo is scanned; nil without the option.
    private func annotationFolder(for files: [String]) throws -> AnnotationFolder? {
        guard let annotationPath else { return nil }
        do {
            return try AnnotationFolder(path: annotationPath, inputs: files)
        } catch {
            StandardError.line("\(error)")
            throw ExitStatus.unreadable.exitCode
        }
    }
}
