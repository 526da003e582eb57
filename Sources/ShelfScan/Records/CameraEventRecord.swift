import CameraKit

/// A code the webcam loop confirmed, as `shelfscan watch --json` prints it, with what the desk
/// made of it when an action was asked for.
///
/// ```swift
/// let record = CameraEventRecord(event)
/// record.gtin13   // "9780441172719"
/// record.frame    // 27
/// ```
public struct CameraEventRecord: Codable, Sendable, Equatable {
    /// The code's digits as printed (12 for UPC-A, 8 for EAN-8...).
    public var digits: String
    /// The code as a GTIN-13.
    public var gtin13: String
    /// The ISBN-13 when the code is one.
    public var isbn13: String?
    /// The add-on (price) read with it.
    public var addOn: String?
    /// `EAN-13`, `UPC-A`...
    public var symbology: String
    /// The 0-based index of the frame that confirmed it.
    public var frame: Int
    /// That frame's stream time, in seconds.
    public var time: Double
    /// What the desk scan did, when one was asked for and it succeeded.
    public var result: DeskScanRecord?
    /// The book added, when adding was asked for and it succeeded.
    public var added: BookRecord?
    /// Why the desk action failed, when it did.
    public var error: String?
    /// The annotated frame kept as evidence, when snapshots are kept.
    public var snapshot: String?

    /// The record of `event`, before any action.
    public init(_ event: ScanEvent) {
        digits = event.barcode.digits
        gtin13 = event.barcode.gtin13
        isbn13 = event.isbn?.isbn13
        addOn = event.barcode.addOn
        symbology = event.barcode.symbology.description
        frame = event.frameIndex
        time = event.time.seconds
    }
}
