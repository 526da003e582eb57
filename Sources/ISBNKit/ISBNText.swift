/// Reading ISBNs out of what people type: labels, spaces, hyphens and a lower-case x.
enum ISBNText {
    /// The labels accepted before the number, longest first so `ISBN-13` wins over `ISBN`.
    private static let labels = ["isbn-13", "isbn-10", "isbn13", "isbn10", "isbn"]

    /// The digits (and a final `X`) of `text` with label, spaces and hyphens removed.
    ///
    /// Positions in errors count characters of the original text from 1.
    static func digits(of text: String) throws(IdentifierError) -> String {
        let characters = Array(text)
        var index = labelLength(characters)
        var digits = ""
        while index < characters.count {
            let character = characters[index]
            if character.isASCIIDigit {
                digits.append(character)
            } else if (character == "x" || character == "X") && isFinal(index, in: characters) && digits.count == 9 {
                digits.append("X")
            } else if !(character == " " || character == "-" || character == "\t") {
                throw .invalidCharacter(input: text, character: character, position: index + 1)
            }
            index += 1
        }
        guard !digits.isEmpty else { throw .empty(input: text) }
        try DigitString.requireLength(digits, [10, 13])
        if digits.count == 13 {
            try DigitString.requireDigits(digits)
        }
        return digits
    }

    /// Throws unless `digits` (ten, maybe ending in `X`) has the right modulo-11 check character.
    static func requireISBN10Check(_ digits: String, input: String) throws(IdentifierError) {
        guard let found = digits.last, let expected = CheckDigit.isbn10(payload: digits.dropLast()) else {
            throw .wrongLength(input: input, length: digits.count, expected: [10])
        }
        guard found == expected else {
            throw .wrongCheckDigit(input: input, found: found, expected: expected)
        }
    }

    /// How many leading characters form a label such as `ISBN-13:` (with following spaces).
    private static func labelLength(_ characters: [Character]) -> Int {
        var start = 0
        while start < characters.count, characters[start] == " " { start += 1 }
        let lowered = String(characters[start...]).lowercased()
        guard let label = labels.first(where: { lowered.hasPrefix($0) }) else { return start }
        var index = start + label.count
        if index < characters.count, characters[index] == ":" { index += 1 }
        return index
    }

    /// Whether only spaces follow `index`.
    private static func isFinal(_ index: Int, in characters: [Character]) -> Bool {
        characters[(index + 1)...].allSatisfy { $0 == " " || $0 == "\t" }
    }
}

extension IdentifierError {
    /// The same error about `text` (what the user typed) instead of the digits taken from it.
    func replacingInput(with text: String) -> IdentifierError {
        switch self {
        case .empty: return .empty(input: text)
        case let .wrongLength(_, length, expected): return .wrongLength(input: text, length: length, expected: expected)
        case .invalidCharacter: return self
        case let .wrongCheckDigit(_, found, expected): return .wrongCheckDigit(input: text, found: found, expected: expected)
        case .notBookland: return .notBookland(input: text)
        case .ismn: return .ismn(input: text)
        case .noISBN10: return .noISBN10(input: text)
        case let .invalidUPCENumberSystem(_, digit): return .invalidUPCENumberSystem(input: text, digit: digit)
        }
    }
}
