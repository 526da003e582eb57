import ISBNKit

/// Valid ISBNs made from small numbers, for tests that need many distinct books.
public enum SampleISBN {
    /// The ISBN-13 978, `number` as nine digits, and its check digit; `number` must be below 10⁹.
    ///
    /// ```swift
    /// SampleISBN.make(1).isbn13   // "9780000000019"
    /// ```
    public static func make(_ number: Int) -> ISBN {
        let payload = "978" + String(repeating: "0", count: max(0, 9 - String(number).count)) + String(number)
        guard let check = CheckDigit.gtin(payload: payload), let isbn = ISBN(payload + String(check)) else {
            preconditionFailure("no ISBN from \(number)")
        }
        return isbn
    }
}
