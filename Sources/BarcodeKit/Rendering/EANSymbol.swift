import ISBNKit

/// A validated EAN-13, UPC-A, UPC-E or EAN-8 with an optional EAN-2/EAN-5 add-on, as the row of
/// modules (narrowest bar or space units) that GS1 prints for it.
///
/// ```swift
/// let symbol = try EANSymbol(symbology: .ean13, digits: "9780306406157", addOn: "51299")
/// symbol.modules.count        // 95
/// symbol.addOnModules.count   // 47
/// ```
public struct EANSymbol: Sendable, Hashable {
    /// The family.
    public let symbology: Symbology
    /// The digits as printed, check digit included (13, 12, 8 or 8 of them).
    public let digits: String
    /// The add-on digits, if any.
    public let addOn: String?
    /// The main symbol from its first guard bar to its last guard module; `true` is a bar.
    public let modules: [Bool]
    /// For each of `modules`, whether its bar reaches below the others when guards are extended:
    /// the guard patterns, and for UPC-A also the first and last digit.
    public let extendedModules: [Bool]
    /// The add-on from its `1011` guard on (empty without an add-on); `true` is a bar. GS1 writes
    /// the guard as `01011`, counting the last space of the gap before it.
    public let addOnModules: [Bool]

    /// Checks and encodes `digits` (with their check digit) and an optional add-on.
    ///
    /// - Throws: `BarcodeRenderError` naming the digits when they are not digits, have the wrong
    ///   length or check digit, or (UPC-E) start with a number system other than 0 or 1.
    public init(symbology: Symbology, digits: String, addOn: String? = nil) throws(BarcodeRenderError) {
        let values = try Self.digitValues(digits)
        let expectedLength: Int
        switch symbology {
        case .ean13: expectedLength = 13
        case .upcA: expectedLength = 12
        case .upcE, .ean8: expectedLength = 8
        }
        guard values.count == expectedLength else {
            throw .wrongLength(symbology, digits: digits, expected: expectedLength)
        }
        try Self.checkCheckDigit(symbology: symbology, digits: digits)

        var addOnValues: [Int] = []
        if let addOn {
            guard addOn.utf8.allSatisfy({ (0x30...0x39).contains($0) }), addOn.utf8.count == 2 || addOn.utf8.count == 5 else {
                throw .invalidAddOn(addOn)
            }
            addOnValues = addOn.utf8.map { Int($0) - 0x30 }
        }

        self.symbology = symbology
        self.digits = digits
        self.addOn = addOn
        (modules, extendedModules) = Self.encode(symbology, values)
        addOnModules = addOnValues.isEmpty ? [] : EANEncoding.addOn(addOnValues)
    }

    private static func digitValues(_ digits: String) throws(BarcodeRenderError) -> [Int] {
        guard !digits.isEmpty, digits.utf8.allSatisfy({ (0x30...0x39).contains($0) }) else {
            throw .notDigits(digits)
        }
        return digits.utf8.map { Int($0) - 0x30 }
    }

    /// The number rules live in ISBNKit; this maps its verdict to the renderer's errors.
    private static func checkCheckDigit(symbology: Symbology, digits: String) throws(BarcodeRenderError) {
        do {
            try GTINValidation.validate(digits, as: SymbolConversion.kind(of: symbology))
        } catch {
            switch error {
            case .invalidUPCENumberSystem:
                throw .invalidNumberSystem(digits: digits)
            case let .wrongCheckDigit(_, _, expected):
                throw .wrongCheckDigit(symbology, digits: digits, expected: expected.wholeNumberValue ?? 0)
            default:
                throw .notDigits(digits)
            }
        }
    }

    private static func encode(_ symbology: Symbology, _ values: [Int]) -> (modules: [Bool], extended: [Bool]) {
        var modules = EANEncoding.startGuard
        var extended = [Bool](repeating: true, count: modules.count)
        func append(_ part: [Bool], extended isExtended: Bool) {
            modules += part
            extended += [Bool](repeating: isExtended, count: part.count)
        }
        switch symbology {
        case .ean13, .upcA:
            // UPC-A is an EAN-13 whose implied first digit is 0 (all left digits in set L).
            let full = symbology == .upcA ? [0] + values : values
            let parity = EANEncoding.ean13Parity[full[0]]
            for index in 1...6 {
                let isOuterUPCDigit = symbology == .upcA && index == 1
                append(EANEncoding.digit(full[index], parity[index - 1]), extended: isOuterUPCDigit)
            }
            append(EANEncoding.centreGuard, extended: true)
            for index in 7...12 {
                let isOuterUPCDigit = symbology == .upcA && index == 12
                append(EANEncoding.digit(full[index], .r), extended: isOuterUPCDigit)
            }
            append(EANEncoding.endGuard, extended: true)
        case .ean8:
            for index in 0...3 { append(EANEncoding.digit(values[index], .l), extended: false) }
            append(EANEncoding.centreGuard, extended: true)
            for index in 4...7 { append(EANEncoding.digit(values[index], .r), extended: false) }
            append(EANEncoding.endGuard, extended: true)
        case .upcE:
            let base = EANEncoding.upcEParity[values[7]]
            for index in 1...6 {
                let set = base[index - 1]
                let swapped: EANEncoding.DigitSet = set == .l ? .g : .l
                append(EANEncoding.digit(values[index], values[0] == 0 ? set : swapped), extended: false)
            }
            append(EANEncoding.upcEEndGuard, extended: true)
        }
        return (modules, extended)
    }
}
