/// Check-digit arithmetic for the numbers printed on book barcodes.
///
/// GTINs (EAN-13, EAN-8, UPC-A, and so ISBN-13 and ISMN) use the GS1 modulo-10 rule with weights
/// 3 and 1 counted from the right; ISBN-10 and ISSN use modulo 11 with weights descending to 2
/// (10…2 over nine digits, 8…2 over seven) and `X` for 10.
///
/// ```swift
/// CheckDigit.gtin(payload: "978030640615")   // 7
/// CheckDigit.isbn10(payload: "030640615")    // "2"
/// CheckDigit.issn(payload: "2434561")        // "X"
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
        return Digits.character(modulo11(values: values))
    }

    /// The ISSN check character (`"0"`…`"9"` or `"X"`) for a seven-digit `payload`.
    ///
    /// - Returns: `nil` unless `payload` is exactly seven ASCII digits.
    public static func issn(payload: some StringProtocol) -> Character? {
        guard let values = Digits.values(ofASCII: payload), values.count == 7 else { return nil }
        return Digits.character(modulo11(values: values))
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

    /// The modulo-11 check value (0…10) of ISBN-10 and ISSN: the first of `values` weighs one more
    /// than there are values, the last 2.
    static func modulo11(values: some Collection<Int>) -> Int {
        var sum = 0
        for (index, value) in values.enumerated() {
            sum += value * (values.count + 1 - index)
        }
        return (11 - sum % 11) % 11
    }

    /// Whether `bytes` are ASCII digits whose last is the GS1 check digit of the others; reads
    /// them in place, so a scanned number is checked without allocating.
    static func isValidGTIN(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard !bytes.isEmpty else { return false }
        // With the check digit weighing 1, the weighted sum of a valid number is a multiple of 10.
        var sum = 0
        var weight = 1
        for byte in bytes.reversed() {
            let value = byte &- UInt8(ascii: "0")
            guard value < 10 else { return false }
            sum += Int(value) * weight
            weight = 4 - weight
        }
        return sum % 10 == 0
    }

    /// Throws `.wrongCheckDigit` about `input` unless the last of `values` is `expected`.
    static func verify(_ values: [Int], expected: Int, input: String) throws(IdentifierError) {
        guard let found = values.last, found != expected else { return }
        throw .wrongCheckDigit(input: input, found: Digits.character(found), expected: Digits.character(expected))
    }
}
