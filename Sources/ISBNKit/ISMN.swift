/// An International Standard Music Number: the number of a piece of printed music.
///
/// An ISMN is an EAN-13 starting with 979-0, followed by a publisher element, an item element and
/// the GS1 check digit. Before 2008 it was written with an `M` in place of `979-0`: `M-2306-7118-7`.
/// The `M` weighs 3 in that form's check, which makes the check digit the same in both forms.
///
/// The publisher element's length follows from its first digit: 0 three digits, 1–3 four,
/// 4–6 five, 7–8 six, 9 seven.
///
/// ```swift
/// let ismn = try ISMN(parsing: "M-2306-7118-7")
/// ismn.ismn13                 // "9790230671187"
/// ismn.hyphenated             // "979-0-2306-7118-7"
/// ismn.ismn10Hyphenated       // "M-2306-7118-7"
/// try ISMN(gtin13: "9790230671187") == ismn   // true
/// ```
public struct ISMN: Hashable, Sendable, LosslessStringConvertible, Comparable {
    /// The 13 digits, check digit included, e.g. `"9790230671187"`.
    public let ismn13: String

    /// An ISMN from the digits of a scanned EAN-13, which must be valid and start with 979-0.
    ///
    /// ```swift
    /// try ISMN(gtin13: "9780306406157")   // throws .notISMN
    /// ```
    public init(gtin13: String) throws(IdentifierError) {
        try self.init(ismn13Values: GTINValidation.values(of: gtin13, as: .ean13), input: gtin13)
    }

    /// An ISMN from text a person typed: an optional `ISMN` label, then `M` and nine digits or
    /// the 13 digits, with spaces or hyphens between them.
    ///
    /// ```swift
    /// try ISMN(parsing: "ISMN 979-0-060-11561-5").ismn10   // "M060115615"
    /// try ISMN(parsing: "M-2306-7118-8")   // throws: M-2306-7118-8: check digit should be 7
    /// ```
    public init(parsing text: String) throws(IdentifierError) {
        let identifier = try IdentifierText(text, format: .ismn, lengths: [10, 13])
        guard identifier.values.count == 10 else {
            try self.init(ismn13Values: identifier.values, input: text)
            return
        }
        guard identifier.startsWithM else { throw .notISMN(input: text) }
        try self.init(ismn13Values: [9, 7, 9, 0] + identifier.values.dropFirst(), input: text)
    }

    private init(ismn13Values values: [Int], input: String) throws(IdentifierError) {
        try CheckDigit.verify(values, expected: CheckDigit.gtin(values: values.dropLast()), input: input)
        guard values.starts(with: [9, 7, 9, 0]) else { throw .notISMN(input: input) }
        ismn13 = Digits.string(values)
    }

    /// An ISMN from 13 ASCII digits already known to be a valid ISMN.
    init(uncheckedISMN13 digits: String) {
        ismn13 = digits
    }

    /// Parses `description` as `init(parsing:)` does; `nil` if it is not a valid ISMN.
    public init?(_ description: String) {
        guard let ismn = try? ISMN(parsing: description) else { return nil }
        self = ismn
    }

    /// The ten-character form, `M` and nine digits, e.g. `"M230671187"`.
    public var ismn10: String { "M" + ismn13.dropFirst(4) }

    /// The publisher element, e.g. `"2306"`.
    public var publisher: String { String(ismn13.dropFirst(4).prefix(publisherLength)) }

    /// The 13 digits with hyphens between the elements, e.g. `"979-0-2306-7118-7"`.
    public var hyphenated: String { "979-0-" + elements }

    /// The ten-character form with hyphens, e.g. `"M-2306-7118-7"`.
    public var ismn10Hyphenated: String { "M-" + elements }

    /// The 13 digits, as in `ismn13`; `ISMN(_:)` reads it back.
    public var description: String { ismn13 }

    /// Orders by the 13 digits.
    public static func < (lhs: ISMN, rhs: ISMN) -> Bool { lhs.ismn13 < rhs.ismn13 }

    /// Publisher, item and check digit, joined by hyphens.
    private var elements: String {
        let rest = ismn13.dropFirst(4)
        let item = rest.dropFirst(publisherLength).dropLast()
        return "\(rest.prefix(publisherLength))-\(item)-\(rest.suffix(1))"
    }

    private var publisherLength: Int {
        switch ismn13.utf8.dropFirst(4).first.map({ $0 &- UInt8(ascii: "0") }) ?? 0 {
        case 0: return 3
        case 1...3: return 4
        case 4...6: return 5
        case 7...8: return 6
        default: return 7
        }
    }
}

extension ISMN: Codable {
    /// Decodes from a single string that `init(parsing:)` accepts; an invalid value throws
    /// `DecodingError.dataCorrupted`.
    public init(from decoder: any Decoder) throws {
        self = try IdentifierCoding.decode(from: decoder, parse: ISMN.init(parsing:))
    }

    /// Encodes as a single string of the 13 digits, e.g. `"9790230671187"`.
    public func encode(to encoder: any Encoder) throws {
        try IdentifierCoding.encode(ismn13, to: encoder)
    }
}
