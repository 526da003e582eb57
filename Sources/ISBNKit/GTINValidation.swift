/// Validation of EAN-13, EAN-8, UPC-A and UPC-E numbers as printed under their bars.
///
/// ```swift
/// try GTINValidation.validate("4006381333931", as: .ean13)   // fine
/// try GTINValidation.validate("4006381333932", as: .ean13)   // check digit should be 1
/// ```
public enum GTINValidation {
    /// Throws unless `digits` is a well-formed number of `kind`: right length, digits only,
    /// correct check digit, and for UPC-E a number system of 0 or 1.
    public static func validate(_ digits: String, as kind: GTINKind) throws(IdentifierError) {
        try DigitString.requireDigits(digits)
        try DigitString.requireLength(digits, [kind.digitCount])
        if kind == .upcE {
            _ = try UPCE.expandToUPCA(digits)
        } else {
            try DigitString.requireGTINCheck(digits)
        }
    }
}
