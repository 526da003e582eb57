extension BookCode: Codable {
    /// Reads the code's 13 digits, refusing digits that are neither an ISBN nor a label.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let digits = try container.decode(String.self)
        guard let code = BookCode(gtin13: digits) else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "'\(digits)' is neither an ISBN-13 nor a label")
        }
        self = code
    }

    /// Writes the code's 13 digits, `"9780306406157"`, as records print them.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(digits)
    }
}
