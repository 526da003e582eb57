/// The retail barcode families ShelfScan reads. Books carry EAN-13 (ISBN); US mass-market
/// paperbacks carry UPC-A; shelves and price tags add UPC-E and EAN-8.
public enum Symbology: String, Sendable, Codable, CaseIterable, CustomStringConvertible {
    case ean13 = "EAN-13"
    case upcA = "UPC-A"
    case upcE = "UPC-E"
    case ean8 = "EAN-8"

    /// Recognises a name such as `EAN-13`, `ean13` or `upc-a`.
    ///
    /// ```swift
    /// Symbology(name: "upca")   // .upcA
    /// ```
    public init?(name: String) {
        let key = name.uppercased().filter { $0.isLetter || $0.isNumber }
        guard let match = Self.allCases.first(where: { $0.rawValue.filter { $0 != "-" } == key }) else {
            return nil
        }
        self = match
    }

    /// The printed name, e.g. `EAN-13`.
    public var description: String { rawValue }

    /// Whether this is a short code (UPC-E, EAN-8): half as long as an EAN-13 or UPC-A and
    /// guarded the same way, so zbar finds one in fragments of longer codes and in text.
    var isShort: Bool { self == .upcE || self == .ean8 }
}
