/// What a `BarcodeScanner` looks for.
///
/// ```swift
/// var options = ScanOptions()
/// options.symbologies = [.ean13]      // books only
/// options.invertedCodes = true        // also white bars on black
/// options.mode = .fast                // camera frames
/// let scanner = BarcodeScanner(options: options)
/// ```
public struct ScanOptions: Codable, Sendable, Hashable {
    /// The families to report. Every family is on by default.
    public var symbologies: Set<Symbology>
    /// Whether EAN-2/EAN-5 add-ons are read and attached to their main code.
    public var addOns: Bool
    /// Whether codes printed light on dark are tried when nothing else is found.
    public var invertedCodes: Bool
    /// How hard to try on each image.
    public var mode: ScanMode

    /// Creates options; by default every family, add-ons on, inverted codes off, thorough.
    public init(symbologies: Set<Symbology> = Set(Symbology.allCases), addOns: Bool = true,
                invertedCodes: Bool = false, mode: ScanMode = .thorough) {
        self.symbologies = symbologies
        self.addOns = addOns
        self.invertedCodes = invertedCodes
        self.mode = mode
    }
}
