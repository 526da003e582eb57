extension ISBN {
    /// Decodes from a single string and validates it.
    ///
    /// Any text `init(parsing:)` accepts will do, so ISBN-10 values and hyphenated forms from
    /// other sources decode too. An invalid value throws `DecodingError.dataCorrupted` whose
    /// underlying error is the `IdentifierError`.
    public init(from decoder: any Decoder) throws {
        self = try IdentifierCoding.decode(from: decoder, parse: ISBN.init(parsing:))
    }

    /// Encodes as a single string of the 13 digits, e.g. `"9780306406157"`.
    public func encode(to encoder: any Encoder) throws {
        try IdentifierCoding.encode(isbn13, to: encoder)
    }
}
