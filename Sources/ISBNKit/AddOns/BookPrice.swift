/// A suggested retail price from a book's EAN-5 add-on: a currency and an amount in hundredths.
///
/// The add-on has four digits for the amount, so 99.99 is the most it can say; publishers print
/// `x9999` for that price or any higher one, which `isAtLeast` records.
///
/// ```swift
/// let price = BookPrice(currency: .usd, hundredths: 1995)
/// price.description   // "USD 19.95"
/// BookPrice(currency: .gbp, hundredths: 9999, isAtLeast: true).description   // "GBP 99.99 or more"
/// ```
public struct BookPrice: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The currency.
    public let currency: PriceCurrency
    /// The amount in hundredths of the currency unit: 1995 for 19.95.
    public let hundredths: Int
    /// Whether the add-on gives only a lower bound: the price is `amount` or more.
    public let isAtLeast: Bool

    /// A price of `hundredths` hundredths of `currency`.
    public init(currency: PriceCurrency, hundredths: Int, isAtLeast: Bool = false) {
        self.currency = currency
        self.hundredths = hundredths
        self.isAtLeast = isAtLeast
    }

    /// The amount with two decimals, e.g. `"19.95"`.
    public var amount: String {
        let cents = hundredths % 100
        return "\(hundredths / 100).\(cents < 10 ? "0" : "")\(cents)"
    }

    /// Currency code and amount, e.g. `"USD 19.95"`, or `"USD 99.99 or more"`.
    public var description: String {
        "\(currency.rawValue) \(amount)\(isAtLeast ? " or more" : "")"
    }
}
