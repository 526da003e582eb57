import ArgumentParser
import ShelfScan
import ShelfScanBenchmarks

/// `shelfscan bench passes MANIFEST.tsv PASS...`: every single decode step on every image.
struct PassBenchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "passes",
        abstract: "Run single decode passes on every corpus image and print one JSON line per image and pass.",
        discussion: """
            A pass is VARIANT@DENSITY, or VARIANT@DENSITY/SHRINK on an image first halved \
            (SHRINK 2, 4, 8...). Variants: o (original), d (half size), u2 (scale ×2), \
            r30 (rotate 30° counter-clockwise), s (contrast stretch), h (equalise), \
            k2 (sharpen, radius 2), b8 (binarise, radius 8).

              shelfscan bench passes ../shared/corpus/MANIFEST.tsv o@1 o@2 r45@2 > passes.jsonl
            """)

    @Argument(help: "The manifest (TSV).")
    var manifest: String

    @Argument(help: "Passes, e.g. o@2 u2@2 r-30@2.")
    var passes: [String]

    @OptionGroup var scanOptions: ScanOptionGroup

    func validate() throws {
        for code in passes where ScanPass(code: code) == nil {
            throw ValidationError("'\(code)' is not a pass: write VARIANT@DENSITY or VARIANT@DENSITY/SHRINK, e.g. r30@2 or b16@3/2")
        }
    }

    func run() throws {
        let corpus = try CorpusManifest.loadForCommand(manifest)
        let scanner = scanOptions.photoScanner
        PassMeasurement.measure(manifest: corpus, passes: passes.compactMap(ScanPass.init(code:)),
                                options: scanner.scanner.options, decoder: scanner.decoder) { measurement in
            print(ShelfScanJSON.line(measurement))
        }
    }
}
