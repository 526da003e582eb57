import ShelfScanErrors

/// Why a barcode could not be drawn, quoting the digits or setting that was wrong.
///
/// ```swift
/// do {
///     _ = try EANSymbol(symbology: .ean13, digits: "4006381333932")
/// } catch {
///     print(error)   // EAN-13 4006381333932: check digit should be 1
/// }
/// ```
public enum BarcodeRenderError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The digits contain something other than ASCII `0`…`9`.
    case notDigits(String)
    /// The symbology needs `expected` digits (check digit included).
    case wrongLength(Symbology, digits: String, expected: Int)
    /// The last digit is not the GS1 check digit of the others (for UPC-E: of the UPC-A it stands for).
    case wrongCheckDigit(Symbology, digits: String, expected: Int)
    /// A UPC-E must start with number system 0 or 1.
    case invalidNumberSystem(digits: String)
    /// An add-on must be two or five digits.
    case invalidAddOn(String)
    /// A layout setting is out of range.
    case invalidLayout(parameter: String, value: Int)

    /// A sentence quoting the input.
    public var description: String {
        switch self {
        case let .notDigits(text):
            return "\"\(text)\": only the digits 0–9 can be encoded"
        case let .wrongLength(symbology, digits, expected):
            return "\(symbology) \(digits): \(digits.count) digits, \(expected) needed (check digit included)"
        case let .wrongCheckDigit(symbology, digits, expected):
            return "\(symbology) \(digits): check digit should be \(expected)"
        case let .invalidNumberSystem(digits):
            return "UPC-E \(digits): the number system (first digit) must be 0 or 1"
        case let .invalidAddOn(text):
            return "add-on \"\(text)\": must be 2 or 5 digits"
        case let .invalidLayout(parameter, value):
            return "barcode layout: \(parameter) \(value) is out of range"
        }
    }
}

extension BarcodeRenderError: ShelfScanError {
    /// `barcodeRender.` and what went wrong, e.g. `barcodeRender.notDigits`: stable, for programs to act on.
    public var code: String {
        switch self {
        case .notDigits: return "barcodeRender.notDigits"
        case .wrongLength: return "barcodeRender.wrongLength"
        case .wrongCheckDigit: return "barcodeRender.wrongCheckDigit"
        case .invalidNumberSystem: return "barcodeRender.invalidNumberSystem"
        case .invalidAddOn: return "barcodeRender.invalidAddOn"
        case .invalidLayout: return "barcodeRender.invalidLayout"
        }
    }
}
