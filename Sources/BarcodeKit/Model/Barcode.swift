import ISBNKit

/// One barcode found in an image.
///
/// ```swift
/// for code in scanner.scan(image) {
///     print(code.symbology, code.digits, code.isbn?.isbn13 ?? "-", code.addOn ?? "")
/// }
/// ```
public struct Barcode: Sendable, Hashable, Codable {
    /// Which family the code belongs to.
    public var symbology: Symbology
    /// The digits as printed under the bars (13 for EAN-13, 12 for UPC-A, 8 for UPC-E and EAN-8).
    public var digits: String
    /// The same item number as 13 digits: UPC-A with a leading 0, UPC-E expanded to UPC-A first,
    /// EAN-8 padded with five leading zeros as GS1 does in GTIN fields.
    public var gtin13: String
    /// The EAN-2 or EAN-5 add-on printed at the code's right edge (price or issue number), if any.
    public var addOn: String?
    /// Where the code is, in image coordinates.
    public var bounds: BoundingBox
    /// How many scan lines crossed and decoded the code (zbar's quality); more is surer.
    public var confidence: Int

    /// Creates a result.
    public init(symbology: Symbology, digits: String, gtin13: String, addOn: String? = nil,
                bounds: BoundingBox, confidence: Int) {
        self.symbology = symbology
        self.digits = digits
        self.gtin13 = gtin13
        self.addOn = addOn
        self.bounds = bounds
        self.confidence = confidence
    }

    /// The ISBN this code carries, when it is a Bookland EAN-13 (978 or 979, but not 979-0).
    public var isbn: ISBN? {
        guard symbology == .ean13 else { return nil }
        return try? ISBN(gtin13: gtin13)
    }
}
