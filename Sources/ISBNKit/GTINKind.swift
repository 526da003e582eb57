/// The GS1 barcode numbers a book or shop product can carry.
///
/// The raw values (`"ean13"`, `"ean8"`, `"upcA"`, `"upcE"`) are stable and safe to store.
///
/// ```swift
/// GTINKind.upcA.digitCount   // 12
/// ```
public enum GTINKind: String, Sendable, Codable, CaseIterable {
    /// EAN-13 (GTIN-13), the number on every book: an ISBN-13 is an EAN-13.
    case ean13
    /// EAN-8 (GTIN-8), the short code on small packages.
    case ean8
    /// UPC-A (GTIN-12), the North American 12-digit code.
    case upcA
    /// UPC-E, the 8-digit zero-suppressed form of a UPC-A.
    case upcE

    /// How many digits the number has, check digit included: 13, 8, 12 or 8.
    public var digitCount: Int {
        switch self {
        case .ean13: return 13
        case .ean8: return 8
        case .upcA: return 12
        case .upcE: return 8
        }
    }
}
