import BarcodeKit
import ShelfScan
import RasterKit

/// What one scan pass reads on one corpus image, used to measure what each decode step adds.
public struct PassMeasurement: Sendable, Codable {
    /// The manifest's `file`.
    public var file: String
    /// The pass, e.g. `rotate+45@2`.
    public var pass: String
    /// Whether the expected code was among the reads.
    public var correct: Bool
    /// Reads other than the expected code.
    public var wrong: [String]
    /// The scan-line count of each read, expected code first when present.
    public var confidences: [Int]
    /// Whether the expected add-on was read on the expected code.
    public var addOnCorrect: Bool
    /// Time for the variant and the zbar scan, in milliseconds.
    public var milliseconds: Double

    /// Runs every pass on every entry, single-threaded, and reports each image as it is done.
    public static func measure(manifest: CorpusManifest, passes: [ScanPass], options: ScanOptions,
                               decoder: ImageDecoder, report: (PassMeasurement) -> Void) {
        for entry in manifest.entries {
            guard let image = try? decoder.decode(contentsOf: entry.path) else { continue }
            for pass in passes {
                let start = ContinuousClock.now
                let codes = pass.run(on: image, options: options)
                let elapsed = (ContinuousClock.now - start).seconds * 1000
                let match = codes.first { $0.gtin13 == entry.expectedGTIN13 }
                report(PassMeasurement(
                    file: entry.file, pass: pass.description, correct: match != nil,
                    wrong: codes.filter { $0.gtin13 != entry.expectedGTIN13 }.map(\.gtin13),
                    confidences: (match.map { [$0] } ?? []).map(\.confidence)
                        + codes.filter { $0.gtin13 != entry.expectedGTIN13 }.map(\.confidence),
                    addOnCorrect: entry.expectedAddOn != nil && match?.addOn == entry.expectedAddOn,
                    milliseconds: elapsed))
            }
        }
    }
}
