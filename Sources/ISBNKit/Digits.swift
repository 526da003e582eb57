/// Conversions between digit text and digit values.
///
/// Only ASCII `0`…`9` count as digits: `Character.isNumber` would also let through Arabic-Indic,
/// full-width and other digits that no barcode encodes.
enum Digits {
    /// The value of an ASCII digit character, or `nil` for anything else.
    static func value(of character: Character) -> Int? {
        guard let ascii = character.asciiValue, ascii >= 0x30, ascii <= 0x39 else { return nil }
        return Int(ascii - 0x30)
    }

    /// The digit values of `text`, or `nil` if any character is not an ASCII digit.
    static func values(ofASCII text: some StringProtocol) -> [Int]? {
        var values: [Int] = []
        values.reserveCapacity(text.utf8.count)
        for byte in text.utf8 {
            guard byte >= 0x30, byte <= 0x39 else { return nil }
            values.append(Int(byte - 0x30))
        }
        return values
    }

    /// The digit values of `text`, naming the first character that is not an ASCII digit.
    static func values(of text: String) throws(IdentifierError) -> [Int] {
        var values: [Int] = []
        for (offset, character) in text.enumerated() {
            guard let value = value(of: character) else {
                throw .invalidCharacter(input: text, character: character, position: offset + 1)
            }
            values.append(value)
        }
        return values
    }

    /// The character for a check value: `"0"`…`"9"`, or `"X"` for the ISBN-10 value 10.
    static func character(_ value: Int) -> Character {
        value == 10 ? "X" : Character(String(value))
    }

    /// The text of digit values, e.g. `[9, 7, 8]` → `"978"`.
    static func string(_ values: some Sequence<Int>) -> String {
        String(values.map(character))
    }
}
