/// The currencies the first digit of a book's EAN-5 price add-on can name.
///
/// ```swift
/// PriceCurrency(addOnDigit: 5)   // .usd
/// PriceCurrency.gbp.rawValue     // "GBP"
/// ```
public enum PriceCurrency: String, Hashable, Sendable, Codable, CaseIterable {
    /// Pound sterling, first digit 0 or 1.
    case gbp = "GBP"
    /// Australian dollar, first digit 3.
    case aud = "AUD"
    /// New Zealand dollar, first digit 4.
    case nzd = "NZD"
    /// US dollar, first digit 5.
    case usd = "USD"
    /// Canadian dollar, first digit 6.
    case cad = "CAD"

    /// The currency an EAN-5 first digit stands for, or `nil` for 2, 7, 8 and 9, which name none.
    public init?(addOnDigit digit: Int) {
        switch digit {
        case 0, 1: self = .gbp
        case 3: self = .aud
        case 4: self = .nzd
        case 5: self = .usd
        case 6: self = .cad
        default: return nil
        }
    }
}
