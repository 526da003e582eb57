import BarcodeKit
import RasterKit

/// What scanning one photo gave: its barcodes, or why it could not be read.
public struct PhotoScan: Sendable {
    /// The file as given.
    public var path: String
    /// The barcodes found, or the decoding failure.
    public var outcome: Result<[Barcode], ImageError>
    /// Time spent reading and decoding the file to pixels, in seconds.
    public var loadSeconds: Double
    /// Time spent finding barcodes in the pixels, in seconds.
    public var decodeSeconds: Double

    /// Creates a result.
    public init(path: String, outcome: Result<[Barcode], ImageError>, loadSeconds: Double, decodeSeconds: Double) {
        self.path = path
        self.outcome = outcome
        self.loadSeconds = loadSeconds
        self.decodeSeconds = decodeSeconds
    }

    /// The barcodes, empty when the file could not be read.
    public var barcodes: [Barcode] { (try? outcome.get()) ?? [] }
}
