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
        var sum = 0
        var weight = 3
        var count = 0
        for byte in payload.utf8.reversed() {
            guard byte >= 0x30, byte <= 0x39 else { return nil }
            sum += Int(byte - 0x30) * weight
            weight = 4 - weight
            count += 1
        }
        return count == 0 ? nil : (10 - sum % 10) % 10
    }

    /// The ISBN-10 check character (`"0"`…`"9"` or `"X"`) for a nine-digit `payload`.
    ///
    /// - Returns: `nil` unless `payload` is exactly nine ASCII digits.
    public static func isbn10(payload: some StringProtocol) -> Character? {
        let bytes = Array(payload.utf8)
        guard bytes.count == 9, bytes.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }) else { return nil }
        var sum = 0
        for (index, byte) in bytes.enumerated() {
            sum += Int(byte - 0x30) * (10 - index)
        }
        let check = (11 - sum % 11) % 11
        return check == 10 ? "X" : Character(String(check))
    }
}
