/// Coding of identifiers as a single string that decodes through the identifier's parser, so a
/// stored value that is not valid never becomes an instance.
enum IdentifierCoding {
    /// Decodes a string and parses it with `parse`; an invalid value throws
    /// `DecodingError.dataCorrupted` whose underlying error is the `IdentifierError`.
    static func decode<Value>(from decoder: any Decoder,
                              parse: (String) throws(IdentifierError) -> Value) throws -> Value {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        do {
            return try parse(text)
        } catch {
            throw DecodingError.dataCorrupted(
                .init(codingPath: container.codingPath, debugDescription: error.description, underlyingError: error))
        }
    }

    /// Encodes `text` as a single string.
    static func encode(_ text: String, to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(text)
    }
}
