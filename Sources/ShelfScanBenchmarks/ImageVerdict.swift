import BarcodeKit
import ShelfScan

/// How one corpus image fared against its ground truth.
public struct ImageVerdict: Sendable, Hashable, Codable {
    /// The outcome classes a benchmark counts.
    public enum Status: String, Sendable, Hashable, Codable {
        /// The expected code was read and nothing else.
        case correct
        /// A code other than the expected one was reported: the costly failure.
        case misread
        /// No code was reported.
        case none
        /// The file could not be decoded.
        case unreadable
    }

    /// The manifest's `file`.
    public var file: String
    /// The folder it is grouped under.
    public var folder: String
    /// The verdict.
    public var status: Status
    /// Whether the image has an expected add-on.
    public var hasAddOn: Bool
    /// Whether that add-on was read correctly on the expected code.
    public var addOnCorrect: Bool
    /// What was read, as `GTIN13[+addon]` strings.
    public var read: [String]
    /// Seconds spent loading and decoding pixels.
    public var loadSeconds: Double
    /// Seconds spent finding barcodes.
    public var decodeSeconds: Double

    /// Judges `scan` against `entry`.
    public init(entry: CorpusManifest.Entry, scan: PhotoScan) {
        file = entry.file
        folder = entry.folder
        hasAddOn = entry.expectedAddOn != nil
        loadSeconds = scan.loadSeconds
        decodeSeconds = scan.decodeSeconds
        let codes = scan.barcodes
        read = codes.map { $0.gtin13 + ($0.addOn.map { "+" + $0 } ?? "") }
        let match = codes.first { $0.gtin13 == entry.expectedGTIN13 }
        addOnCorrect = hasAddOn && match?.addOn == entry.expectedAddOn
        if case .failure = scan.outcome {
            status = .unreadable
        } else if codes.contains(where: { $0.gtin13 != entry.expectedGTIN13 }) {
            status = .misread
        } else {
            status = match == nil ? .none : .correct
        }
    }
}
