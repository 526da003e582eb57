/// Checks shared by every identifier: only ASCII digits, the right length, the right check digit.
enum DigitString {
    /// Throws unless `text` is made only of ASCII digits (positions are 1-based).
    static func requireDigits(_ text: String) throws(IdentifierError) {
        for (offset, character) in text.enumerated() where !character.isASCIIDigit {
            throw .invalidCharacter(input: text, character: character, position: offset + 1)
        }
    }

    /// Throws unless `text` has one of `lengths` characters.
    static func requireLength(_ text: String, _ lengths: [Int]) throws(IdentifierError) {
        guard lengths.contains(text.count) else {
            throw .wrongLength(input: text, length: text.count, expected: lengths)
        }
    }

    /// Throws unless the last digit of `digits` is its GS1 modulo-10 check digit.
    static func requireGTINCheck(_ digits: String, input: String? = nil) throws(IdentifierError) {
        guard let found = digits.last, let expected = CheckDigit.gtin(payload: digits.dropLast()) else {
            throw .empty(input: input ?? digits)
        }
        let expectedCharacter = Character(String(expected))
        guard found == expectedCharacter else {
            throw .wrongCheckDigit(input: input ?? digits, found: found, expected: expectedCharacter)
        }
    }
}

extension Character {
    /// Whether this is one of the ASCII digits 0–9.
    var isASCIIDigit: Bool { asciiValue.map { (0x30...0x39).contains($0) } ?? false }
}
