/// The GS1 bar patterns of the EAN/UPC family, as modules (`true` = bar).
///
/// Each digit is seven modules. Set A ("L", odd parity) starts with a space; set C ("R") is its
/// complement and starts with a bar; set B ("G", even parity) is set C reversed. Which of L and G
/// a left-half digit uses carries extra information: EAN-13's first digit, UPC-E's number system
/// and check digit, and an add-on's checksum.
enum EANEncoding {
    enum DigitSet { case l, g, r }

    static let startGuard = modules("101")
    static let centreGuard = modules("01010")
    static let endGuard = modules("101")
    static let upcEEndGuard = modules("010101")
    static let addOnGuard = modules("1011")
    static let addOnSeparator = modules("01")

    private static let setA = ["0001101", "0011001", "0010011", "0111101", "0100011",
                               "0110001", "0101111", "0111011", "0110111", "0001011"].map(modules)

    /// EAN-13 left-half sets, indexed by the first (implied) digit.
    static let ean13Parity = ["LLLLLL", "LLGLGG", "LLGGLG", "LLGGGL", "LGLLGG",
                              "LGGLLG", "LGGGLL", "LGLGLG", "LGLGGL", "LGGLGL"].map(sets)
    /// UPC-E sets for number system 0, indexed by the check digit; number system 1 swaps L and G.
    static let upcEParity = ["GGGLLL", "GGLGLL", "GGLLGL", "GGLLLG", "GLGGLL",
                             "GLLGGL", "GLLLGG", "GLGLGL", "GLGLLG", "GLLGLG"].map(sets)
    /// EAN-5 sets, indexed by the add-on checksum.
    static let ean5Parity = ["GGLLL", "GLGLL", "GLLGL", "GLLLG", "LGGLL",
                             "LLGGL", "LLLGG", "LGLGL", "LGLLG", "LLGLG"].map(sets)
    /// EAN-2 sets, indexed by the value modulo 4.
    static let ean2Parity = ["LL", "LG", "GL", "GG"].map(sets)

    /// The seven modules of `digit` in `set`.
    static func digit(_ digit: Int, _ set: DigitSet) -> [Bool] {
        switch set {
        case .l: return setA[digit]
        case .r: return setA[digit].map { !$0 }
        case .g: return setA[digit].map { !$0 }.reversed()
        }
    }

    /// The sets an add-on's digits (2 or 5 of them) are printed in: the checksum's or the value's.
    static func addOnParity(_ digits: [Int]) -> [DigitSet] {
        if digits.count == 2 { return ean2Parity[(digits[0] * 10 + digits[1]) % 4] }
        let weighted = 3 * (digits[0] + digits[2] + digits[4]) + 9 * (digits[1] + digits[3])
        return ean5Parity[weighted % 10]
    }

    /// The add-on's modules, guard first: 1011, then digits separated by 01.
    static func addOn(_ digits: [Int]) -> [Bool] {
        let parity = addOnParity(digits)
        var result = addOnGuard
        for (index, value) in digits.enumerated() {
            if index > 0 { result += addOnSeparator }
            result += digit(value, parity[index])
        }
        return result
    }

    private static func modules(_ pattern: String) -> [Bool] {
        pattern.map { $0 == "1" }
    }

    private static func sets(_ pattern: String) -> [DigitSet] {
        pattern.map { $0 == "L" ? .l : .g }
    }
}
