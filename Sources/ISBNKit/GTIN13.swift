/// One 13-digit form for every retail barcode, so codes can be compared whatever was printed.
///
/// ```swift
/// try GTIN13.normalize("036000291452", as: .upcA)   // "0036000291452"
/// try GTIN13.normalize("01234565", as: .upcE)       // "0012345000065"
/// try GTIN13.normalize("96385074", as: .ean8)       // "0000096385074"
/// ```
public enum GTIN13 {
    /// Validates `digits` as `kind` and returns its 13-digit form: EAN-13 unchanged, UPC-A with a
    /// leading 0, UPC-E expanded to UPC-A first, EAN-8 padded with five leading zeros (as GS1
    /// right-aligns short GTINs).
    public static func normalize(_ digits: String, as kind: GTINKind) throws(IdentifierError) -> String {
        try GTINValidation.validate(digits, as: kind)
        switch kind {
        case .ean13: return digits
        case .upcA: return "0" + digits
        case .upcE: return "0" + (try UPCE.expandToUPCA(digits))
        case .ean8: return "00000" + digits
        }
    }
}
