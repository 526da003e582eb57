/// Check-digit arithmetic for the numbers printed on book barcodes.
///
/// GTINs (EAN-13, EAN-8, UPC-A, and so ISBN-13) use the GS1 modulo-10 rule with weights 3 and 1
/// counted from the right; ISBN-10 uses modulo 11 with weights 10 down to 2 and `X` for 10.
///
/// ```swift
/// CheckDigit.gtin(payload: "978030640615")   // 7
/// CheckDigit.isbn10(payload: "030640615")    // "2"
/// ```
public enum CheckDigit {
    /// The GS1 modulo-10 check digit for `payload` (the digits before the check digit).
    ///
    /// - Returns: `nil` when `payload` is empty or holds anything but ASCII digits.
    public static func gtin(payload: some StringProtocol) -> Int? {
        guard let values = Digits.values(ofASCII: payload), !values.isEmpty else { return nil }
        return gtin(values: values)
    }

    /// The ISBN-10 check character (`"0"`…`"9"` or `"X"`) for a nine-digit `payload`.
    ///
    /// - Returns: `nil` unless `payload` is exactly nine ASCII digits.
    public static func isbn10(payload: some StringProtocol) -> Character? {
        guard let values = Digits.values(ofASCII: payload), values.count == 9 else { return nil }
        return Digits.character(isbn10(values: values))
    }

    /// The GS1 check digit for digit values already known to be 0…9.
    static func gtin(values: some BidirectionalCollection<Int>) -> Int {
        var sum = 0
        var weight = 3
        for value in values.reversed() {
            sum += value * weight
            weight = 4 - weight
        }
        return (10 - sum % 10) % 10
    }

    /// The ISBN-10 check value (0…10, where 10 is written `X`) for nine digit values.
    static func isbn10(values: some Collection<Int>) -> Int {
        var sum = 0
        for (index, value) in values.enumerated() {
            sum += value * (10 - index)
        }
        return (11 - sum % 11) % 11
    }

    /// Throws `.wrongCheckDigit` about `input` unless the last of `values` is `expected`.
    static func verify(_ values: [Int], expected: Int, input: String) throws(IdentifierError) {
        guard let found = values.last, found != expected else { return }
        throw .wrongCheckDigit(input: input, found: Digits.character(found), expected: Digits.character(expected))
    }
}
