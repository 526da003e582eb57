/// An EAN-2 or EAN-5 add-on: the small barcode printed to the right of the main one.
///
/// ```swift
/// let addOn = try AddOn(parsing: "51995")
/// addOn.meaning               // .price(USD 19.95)
/// addOn.meaning.description   // "USD 19.95"
/// try AddOn(parsing: "5199")  // throws: 5199: 4 digits, expected 2 or 5
/// ```
public struct AddOn: Hashable, Sendable, LosslessStringConvertible {
    /// The two or five digits, e.g. `"51995"`.
    public let digits: String

    /// An add-on from its digits, which must be two or five ASCII digits.
    public init(parsing digits: String) throws(IdentifierError) {
        guard !digits.isEmpty else { throw .empty(input: digits) }
        let values = try Digits.values(of: digits)
        guard values.count == 2 || values.count == 5 else {
            throw .wrongLength(input: digits, length: values.count, expected: [2, 5])
        }
        self.digits = digits
    }

    /// Reads `description` as `init(parsing:)` does; `nil` if it is not two or five digits.
    public init?(_ description: String) {
        guard let addOn = try? AddOn(parsing: description) else { return nil }
        self = addOn
    }

    /// What the digits say: a price for an EAN-5, an issue number for an EAN-2.
    public var meaning: AddOnMeaning { AddOnMeaning(digits: digits) }

    /// The digits, as in `digits`.
    public var description: String { digits }
}

extension AddOn: Codable {
    /// Decodes from a single string of two or five digits; anything else throws
    /// `DecodingError.dataCorrupted`.
    public init(from decoder: any Decoder) throws {
        self = try IdentifierCoding.decode(from: decoder, parse: AddOn.init(parsing:))
    }

    /// Encodes as a single string of the digits, e.g. `"51995"`.
    public func encode(to encoder: any Encoder) throws {
        try IdentifierCoding.encode(digits, to: encoder)
    }
}
