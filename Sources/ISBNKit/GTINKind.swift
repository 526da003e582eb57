/// The GS1 item-number families found on book and product barcodes.
public enum GTINKind: String, Sendable, Codable, CaseIterable {
    /// 13 digits; ISBN-13 is an EAN-13 with prefix 978 or 979.
    case ean13
    /// 8 digits, for small packs.
    case ean8
    /// 12 digits, the North American form of EAN-13 (an EAN-13 with a leading 0).
    case upcA
    /// 8 digits (number system, six data digits, check digit), a zero-suppressed UPC-A.
    case upcE

    /// How many digits, check digit included.
    public var digitCount: Int {
        switch self {
        case .ean13: return 13
        case .upcA: return 12
        case .ean8, .upcE: return 8
        }
    }
}
