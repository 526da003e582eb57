/// An International Standard Serial Number: the number of a periodical, such as a magazine.
///
/// Seven digits and a check character (`0`…`9` or `X`), written `0317-8471`. The check is modulo
/// 11 with weights 8 down to 2. On a barcode the ISSN is an EAN-13 starting with 977: the seven
/// digits, two variant digits (usually `00`; publishers use others for price or edition variants),
/// then the EAN check digit. The ISSN's own check character is not on the barcode.
///
/// ```swift
/// let issn = try ISSN(parsing: "ISSN 0317-8471")
/// issn.digits                                  // "03178471"
/// issn.hyphenated                              // "0317-8471"
/// try ISSN(gtin13: "9770317847001").digits     // "03178471"
/// try ISSN(parsing: "2434-561X").description   // "2434-561X"
/// ```
public struct ISSN: Hashable, Sendable, LosslessStringConvertible, Comparable {
    /// The eight characters without the hyphen, the last `0`…`9` or `X`, e.g. `"03178471"`.
    public let digits: String

    /// An ISSN from text a person typed: an optional `ISSN` label, eight characters with spaces or
    /// a hyphen between digits, `x` or `X` as the check character.
    ///
    /// ```swift
    /// try ISSN(parsing: "0317-8472")   // throws: 0317-8472: check digit should be 1
    /// ```
    public init(parsing text: String) throws(IdentifierError) {
        let identifier = try IdentifierText(text, format: .issn, lengths: [8])
        let payload = identifier.values.dropLast()
        try CheckDigit.verify(identifier.values, expected: CheckDigit.modulo11(values: payload), input: text)
        digits = Digits.string(identifier.values)
    }

    /// The ISSN in the digits of a scanned EAN-13, which must be valid and start with 977.
    ///
    /// ```swift
    /// try ISSN(gtin13: "9780306406157")   // throws .notISSN
    /// ```
    public init(gtin13: String) throws(IdentifierError) {
        let values = try GTINValidation.values(of: gtin13, as: .ean13)
        guard values.starts(with: [9, 7, 7]) else { throw .notISSN(input: gtin13) }
        self.init(payload: values[3..<10])
    }

    /// An ISSN from its seven digit values, already known to be 0…9; the check is computed.
    init(payload: ArraySlice<Int>) {
        digits = Digits.string(payload + [CheckDigit.modulo11(values: payload)])
    }

    /// The EAN-13 of a barcode for this ISSN with two variant digits.
    ///
    /// ```swift
    /// try ISSN(parsing: "0317-8471").gtin13()                // "9770317847001"
    /// try ISSN(parsing: "0317-8471").gtin13(variant: "05")   // "9770317847056"
    /// ```
    public func gtin13(variant: String = "00") throws(IdentifierError) -> String {
        let variantValues = try Digits.values(of: variant)
        guard variantValues.count == 2 else {
            throw .wrongLength(input: variant, length: variantValues.count, expected: [2])
        }
        // The ISSN's own check character is dropped (the EAN has its own), so only the first seven
        // characters, all ASCII digits, are read.
        let payload = [9, 7, 7] + digits.utf8.prefix(7).map { Int($0) - 0x30 } + variantValues
        return Digits.string(payload + [CheckDigit.gtin(values: payload)])
    }

    /// Parses `description` as `init(parsing:)` does; `nil` if it is not a valid ISSN.
    public init?(_ description: String) {
        guard let issn = try? ISSN(parsing: description) else { return nil }
        self = issn
    }

    /// The ISSN as it is written, with a hyphen after the fourth digit: `"0317-8471"`.
    public var hyphenated: String { "\(digits.prefix(4))-\(digits.suffix(4))" }

    /// The written form, as in `hyphenated`; `ISSN(_:)` reads it back.
    public var description: String { hyphenated }

    /// Orders by the digits.
    public static func < (lhs: ISSN, rhs: ISSN) -> Bool { lhs.digits < rhs.digits }
}

extension ISSN: Codable {
    /// Decodes from a single string that `init(parsing:)` accepts; an invalid value throws
    /// `DecodingError.dataCorrupted`.
    public init(from decoder: any Decoder) throws {
        self = try IdentifierCoding.decode(from: decoder, parse: ISSN.init(parsing:))
    }

    /// Encodes as a single string in the written form, e.g. `"0317-8471"`.
    public func encode(to encoder: any Encoder) throws {
        try IdentifierCoding.encode(hyphenated, to: encoder)
    }
}
