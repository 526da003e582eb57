/// The currency a library's fines are in: its ISO 4217 code and how many digits its minor unit has.
///
/// ```swift
/// try Currency(code: "eur").minorDigits   // 2
/// try Currency(code: "JPY").minorDigits   // 0
/// ```
public struct Currency: Sendable, Hashable, CustomStringConvertible {
    /// The three-letter code, upper case.
    public let code: String
    /// Digits after the decimal point: 2 for euros (cents), 0 for yen, 3 for dinars.
    public let minorDigits: Int

    /// The currency with `code`, three ASCII letters in any case; `.invalidCurrency` otherwise.
    public init(code: String) throws(CirculationError) {
        let upper = code.uppercased()
        guard upper.count == 3, upper.unicodeScalars.allSatisfy({ ("A"..."Z").contains($0) }) else {
            throw .invalidCurrency(code)
        }
        self.code = upper
        minorDigits = Self.zeroDigit.contains(upper) ? 0 : Self.threeDigit.contains(upper) ? 3 : 2
    }

    /// The euro, the currency of a policy nobody has set.
    public static let euro = Currency(checkedCode: "EUR", minorDigits: 2)

    /// The code.
    public var description: String { code }

    private init(checkedCode: String, minorDigits: Int) {
        code = checkedCode
        self.minorDigits = minorDigits
    }

    /// ISO 4217 currencies in use without a minor unit.
    private static let zeroDigit: Set<String> = [
        "BIF", "CLP", "DJF", "GNF", "ISK", "JPY", "KMF", "KRW", "PYG", "RWF", "UGX", "UYI", "VND", "VUV", "XAF",
        "XOF", "XPF",
    ]
    /// ISO 4217 currencies whose minor unit is a thousandth.
    private static let threeDigit: Set<String> = ["BHD", "IQD", "JOD", "KWD", "LYD", "OMR", "TND"]
}
