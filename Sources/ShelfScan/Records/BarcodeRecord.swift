import BarcodeKit

/// One barcode found in an image file, as services and `shelfscan scan --json` print it.
///
/// ```swift
/// BarcodeRecord(file: "cover.jpg", code: code)
/// // {"addOn":"51299","bounds":{...},"confidence":12,"digits":"9780306406157","file":"cover.jpg",...}
/// ```
public struct BarcodeRecord: Codable, Sendable, Equatable {
    /// The image file, as given.
    public var file: String
    /// `EAN-13`, `UPC-A`, `UPC-E` or `EAN-8`.
    public var symbology: String
    /// The digits as printed.
    public var digits: String
    /// The number as a GTIN-13.
    public var gtin13: String
    /// The ISBN-13, when the code carries one.
    public var isbn13: String?
    /// The EAN-2 or EAN-5 add-on.
    public var addOn: String?
    /// Where in the image the code was read.
    public var bounds: BoundingBox
    /// How many scan lines read it.
    public var confidence: Int

    /// The record of `code`, found in `file`.
    public init(file: String, code: Barcode) {
        self.file = file
        symbology = code.symbology.rawValue
        digits = code.digits
        gtin13 = code.gtin13
        isbn13 = code.isbn?.isbn13
        addOn = code.addOn
        bounds = code.bounds
        confidence = code.confidence
    }
}
