import Foundation

/// An exact amount of money: integer minor units (cents) of a currency, never a floating-point
/// number, so that fines add up to the cent.
///
/// ```swift
/// let fine = try Money(parsing: "0.25", in: .euro)   // 25 cents
/// (fine * 3).description                             // "0.75 EUR"
/// ```
public struct Money: Codable, Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The amount in minor units; negative only for a credit.
    public let minorUnits: Int64
    /// The currency.
    public let currency: Currency

    /// `minorUnits` of `currency`.
    public init(minorUnits: Int64, currency: Currency) {
        self.minorUnits = minorUnits
        self.currency = currency
    }

    /// The largest amount a policy or payment may name: a billion major units.
    static let limit: Int64 = 1_000_000_000_000

    /// The amount written as a decimal number in major units, `2`, `0.25`, `1,50` or `-1`, with at
    /// most the currency's minor digits; `.invalidAmount` for anything else.
    ///
    /// A minus sign is read, not refused here: whether a negative amount is allowed is the rule of
    /// what it is for (a policy takes zero or more, a payment more than zero), which then names it
    /// in its own words.
    public init(parsing text: String, in currency: Currency) throws(CirculationError) {
        let signed = text.trimmingCharacters(in: .whitespaces)
        let isNegative = signed.hasPrefix("-")
        let trimmed = isNegative ? String(signed.dropFirst()) : signed
        let parts = trimmed.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "." || $0 == "," })
        guard (1...2).contains(parts.count), let whole = parts.first, !whole.isEmpty,
              parts.allSatisfy({ $0.allSatisfy { $0.isASCII && $0.isNumber } }) else {
            throw .invalidAmount(text, reason: "give a number such as 2 or 0.25")
        }
        let fraction = parts.count == 2 ? parts[1] : ""
        guard fraction.count <= currency.minorDigits, parts.count == 1 || !fraction.isEmpty else {
            throw .invalidAmount(text, reason: "\(currency.code) has \(currency.minorDigits) decimal places")
        }
        let digits = whole + fraction + String(repeating: "0", count: currency.minorDigits - fraction.count)
        guard digits.count <= 18, let units = Int64(digits), units <= Self.limit else {
            throw .invalidAmount(text, reason: "too large")
        }
        self.init(minorUnits: isNegative ? -units : units, currency: currency)
    }

    /// Zero in `currency`.
    public static func zero(_ currency: Currency) -> Money { Money(minorUnits: 0, currency: currency) }

    /// `0.75 EUR`; `-0.75 EUR` for a credit.
    public var description: String { amount + " " + currency.code }

    /// `0.75`: the number without the currency.
    public var amount: String {
        let sign = minorUnits < 0 ? "-" : ""
        let units = minorUnits.magnitude
        guard currency.minorDigits > 0 else { return sign + String(units) }
        var scale: UInt64 = 1
        for _ in 0..<currency.minorDigits { scale *= 10 }
        let fraction = String(units % scale)
        return sign + String(units / scale) + "." + String(repeating: "0", count: currency.minorDigits - fraction.count)
            + fraction
    }

    /// Orders by amount; both must be in one currency, as one library's amounts are.
    public static func < (lhs: Money, rhs: Money) -> Bool { lhs.minorUnits < rhs.minorUnits }

    /// The sum.
    public static func + (lhs: Money, rhs: Money) -> Money {
        Money(minorUnits: lhs.minorUnits + rhs.minorUnits, currency: lhs.currency)
    }

    /// The difference.
    public static func - (lhs: Money, rhs: Money) -> Money {
        Money(minorUnits: lhs.minorUnits - rhs.minorUnits, currency: lhs.currency)
    }

    /// `count` times the amount.
    public static func * (lhs: Money, count: Int) -> Money {
        Money(minorUnits: lhs.minorUnits * Int64(count), currency: lhs.currency)
    }
}
