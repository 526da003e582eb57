/// UPC-E, the zero-suppressed short form of UPC-A printed on small packages.
///
/// A UPC-E is 8 digits: the number system (0 or 1), six data digits, and the check digit of the
/// UPC-A it stands for. The last data digit says where the suppressed zeros go:
///
/// | last data digit | UPC-A manufacturer | UPC-A product |
/// |---|---|---|
/// | 0, 1, 2 | d1 d2 d6 0 0 | 0 0 d3 d4 d5 |
/// | 3 | d1 d2 d3 0 0 | 0 0 0 d4 d5 |
/// | 4 | d1 d2 d3 d4 0 | 0 0 0 0 d5 |
/// | 5…9 | d1 d2 d3 d4 d5 | 0 0 0 0 d6 |
///
/// ```swift
/// try UPCE.expandToUPCA("01234565")   // "012345000065"
/// try UPCE.expandToUPCA("04252614")   // "042100005264"
/// ```
public enum UPCE {
    /// The 12-digit UPC-A that the 8-digit UPC-E `upce` abbreviates, after validating it.
    ///
    /// Only the full 8 digits are accepted: the 6-digit data-only form carries neither the number
    /// system nor a check digit, so it could be expanded but never validated.
    public static func expandToUPCA(_ upce: String) throws(IdentifierError) -> String {
        let values = try GTINValidation.values(of: upce, as: .upcE)
        return Digits.string(upcAPayload(of: values)) + String(Digits.character(values[7]))
    }

    /// The first 11 UPC-A digits (everything but the check digit) for the 8 digit values of a
    /// UPC-E whose length and characters are already known to be right.
    static func upcAPayload(of upce: [Int]) -> [Int] {
        let numberSystem = upce[0]
        let d = Array(upce[1...6])
        let manufacturerAndProduct: [Int]
        switch d[5] {
        case 0...2:
            manufacturerAndProduct = [d[0], d[1], d[5], 0, 0, 0, 0, d[2], d[3], d[4]]
        case 3:
            manufacturerAndProduct = [d[0], d[1], d[2], 0, 0, 0, 0, 0, d[3], d[4]]
        case 4:
            manufacturerAndProduct = [d[0], d[1], d[2], d[3], 0, 0, 0, 0, 0, d[4]]
        default:
            manufacturerAndProduct = [d[0], d[1], d[2], d[3], d[4], 0, 0, 0, 0, d[5]]
        }
        return [numberSystem] + manufacturerAndProduct
    }
}
