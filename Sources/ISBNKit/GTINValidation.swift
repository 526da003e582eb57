/// Validation of the digits of an EAN-13, EAN-8, UPC-A or UPC-E.
///
/// The input must be the bare digits as a scanner reports them: no spaces, hyphens or labels.
/// Problems are reported in this order: a character that is not an ASCII digit, the length,
/// the UPC-E number system, the check digit.
///
/// ```swift
/// try GTINValidation.validate("4006381333931", as: .ean13)   // passes
/// try GTINValidation.validate("4006381333932", as: .ean13)   // throws: check digit should be 1
/// ```
public enum GTINValidation {
    /// Throws unless `digits` is a valid number of the given kind.
    ///
    /// A UPC-E's check digit is the one of the UPC-A it expands to, so it is checked on that.
    public static func validate(_ digits: String, as kind: GTINKind) throws(IdentifierError) {
        _ = try values(of: digits, as: kind)
    }

    /// The digit values of a valid number of the given kind; the same checks as `validate`.
    static func values(of digits: String, as kind: GTINKind) throws(IdentifierError) -> [Int] {
        guard !digits.isEmpty else { throw .empty(input: digits) }
        let values = try Digits.values(of: digits)
        guard values.count == kind.digitCount else {
            throw .wrongLength(input: digits, length: values.count, expected: [kind.digitCount])
        }
        if kind == .upcE, values[0] > 1 {
            throw .invalidUPCENumberSystem(input: digits, digit: Digits.character(values[0]))
        }
        let payload = kind == .upcE ? UPCE.upcAPayload(of: values) : Array(values.dropLast())
        try CheckDigit.verify(values, expected: CheckDigit.gtin(values: payload), input: digits)
        return values
    }
}
