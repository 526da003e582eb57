/// What the digits of an add-on say.
///
/// A book's EAN-5 is a price: the first digit names the currency (0 or 1 GBP, 3 AUD, 4 NZD,
/// 5 USD, 6 CAD) and the other four the amount in hundredths, `x0000` meaning no price is
/// indicated. A first digit of 9 marks codes without a currency: 90000 no price, 99991–99999 the
/// publisher's or retailer's internal use, the rest other special uses. 2, 7 and 8 are unassigned.
/// An EAN-2 on a periodical is the issue number.
///
/// ```swift
/// try AddOn(parsing: "51995").meaning   // .price(USD 19.95)
/// try AddOn(parsing: "50000").meaning   // .noPrice(currency: .usd)
/// try AddOn(parsing: "90000").meaning   // .noPrice(currency: nil)
/// try AddOn(parsing: "99991").meaning   // .internalUse
/// try AddOn(parsing: "07").meaning      // .issue(7)
/// ```
public enum AddOnMeaning: Hashable, Sendable, CustomStringConvertible {
    /// A suggested retail price.
    case price(BookPrice)
    /// No price indicated: 90000 (no currency), or a currency digit followed by 0000.
    case noPrice(currency: PriceCurrency?)
    /// 99991–99999: for the publisher's or a retailer's internal use.
    case internalUse
    /// Another code starting with 9, used for special purposes.
    case special
    /// A code starting with 2, 7 or 8, which no currency is assigned to.
    case unassigned
    /// An EAN-2: the issue number of a periodical.
    case issue(Int)

    /// The meaning of the digits of a valid add-on: two or five ASCII digits.
    init(digits: String) {
        let values = digits.utf8.map { Int($0) - 0x30 }
        let number = values.reduce(0) { $0 * 10 + $1 }
        guard values.count == 5 else {
            self = .issue(number)
            return
        }
        self = Self.ean5(first: values[0], amount: number % 10_000)
    }

    private static func ean5(first: Int, amount: Int) -> AddOnMeaning {
        if let currency = PriceCurrency(addOnDigit: first) {
            guard amount > 0 else { return .noPrice(currency: currency) }
            return .price(BookPrice(currency: currency, hundredths: amount, isAtLeast: amount == 9999))
        }
        switch (first, amount) {
        case (9, 0): return .noPrice(currency: nil)
        case (9, 9991...9999): return .internalUse
        case (9, _): return .special
        default: return .unassigned
        }
    }

    /// A short phrase, e.g. `"USD 19.95"`, `"no price"`, `"issue 7"`.
    public var description: String {
        switch self {
        case let .price(price): return price.description
        case let .noPrice(currency?): return "\(currency.rawValue), no price indicated"
        case .noPrice(nil): return "no price"
        case .internalUse: return "internal use"
        case .special: return "special use"
        case .unassigned: return "unassigned currency code"
        case let .issue(number): return "issue \(number)"
        }
    }
}
