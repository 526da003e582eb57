/// One 13-digit form for every retail barcode, so codes compare equal whatever symbol was printed.
///
/// GS1 right-aligns shorter GTINs in a 13-digit field, so padding with leading zeros keeps
/// the number (and its check digit) unchanged.
///
/// ```swift
/// try GTIN13.normalize("036000291452", as: .upcA)   // "0036000291452"
/// try GTIN13.normalize("01234565", as: .upcE)       // "0012345000065"
/// try GTIN13.normalize("96385074", as: .ean8)       // "0000096385074"
/// ```
public enum GTIN13 {
    /// Validates `digits` as `kind` and returns its 13-digit form: EAN-13 unchanged, UPC-A with a
    /// leading 0, UPC-E expanded to UPC-A and then given a leading 0, EAN-8 with five leading zeros.
    public static func normalize(_ digits: String, as kind: GTINKind) throws(IdentifierError) -> String {
        switch kind {
        case .ean13, .upcA, .ean8:
            try GTINValidation.validate(digits, as: kind)
            return String(repeating: "0", count: 13 - kind.digitCount) + digits
        case .upcE:
            return "0" + (try UPCE.expandToUPCA(digits))
        }
    }
}
