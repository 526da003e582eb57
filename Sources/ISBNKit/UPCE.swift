/// UPC-E, the zero-suppressed short form of UPC-A printed on small packages.
///
/// A UPC-E is 8 digits: number system (0 or 1), six data digits, and the check digit of the
/// UPC-A it stands for. The last data digit says where the suppressed zeros go.
///
/// ```swift
/// try UPCE.expandToUPCA("01234565")   // "012345000065"
/// ```
public enum UPCE {
    /// The 12-digit UPC-A that the 8-digit UPC-E `upce` abbreviates, after checking its number
    /// system and check digit.
    public static func expandToUPCA(_ upce: String) throws(IdentifierError) -> String {
        try DigitString.requireDigits(upce)
        try DigitString.requireLength(upce, [8])
        let digits = Array(upce)
        guard digits[0] == "0" || digits[0] == "1" else {
            throw .invalidUPCENumberSystem(input: upce, digit: digits[0])
        }
        let upcA = String(digits[0]) + body(String(digits[1...6])) + String(digits[7])
        try DigitString.requireGTINCheck(upcA, input: upce)
        return upcA
    }

    /// The ten manufacturer and product digits of UPC-A for six UPC-E data digits.
    private static func body(_ data: String) -> String {
        let d = Array(data)
        switch d[5] {
        case "0", "1", "2":
            return String(d[0...1]) + String(d[5]) + "0000" + String(d[2...4])
        case "3":
            return String(d[0...2]) + "00000" + String(d[3...4])
        case "4":
            return String(d[0...3]) + "00000" + String(d[4])
        default:
            return String(d[0...4]) + "0000" + String(d[5])
        }
    }
}
