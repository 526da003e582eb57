/// The characters of an identifier as people write it: an optional label such as `ISBN-13:` or
/// `ISSN`, then digits separated by spaces or hyphens, perhaps ending in an `x` or `X` check
/// character (ISBN-10, ISSN) or starting with the `M` of an ISMN-10.
///
/// The label is the format's word in any letter case, optionally followed by one of its versions
/// (`10` or `13` for ISBN; attached, after a hyphen, or after a space), then any mix of spaces,
/// hyphens and colons. A version counts as part of the label only when a space, a colon or the
/// end follows it, so `ISBN 1-84356-028-3` keeps its leading `1`. Hyphens must stand between
/// digits; spaces may be anywhere.
struct IdentifierText {
    /// How one kind of identifier is written.
    struct Format {
        /// The label, in lower case.
        let label: String
        /// Versions that may follow the label.
        let versions: [String]
        /// The length of the identifiers whose last character may be `X`, worth 10.
        let checkXLength: Int?
        /// Whether the first character may be the `M` of an ISMN-10, worth 3 in its check digit.
        let allowsM: Bool

        static let isbn = Format(label: "isbn", versions: ["10", "13"], checkXLength: 10, allowsM: false)
        static let issn = Format(label: "issn", versions: [], checkXLength: 8, allowsM: false)
        static let ismn = Format(label: "ismn", versions: [], checkXLength: nil, allowsM: true)
    }

    /// The text as given; errors quote it and count positions in it.
    let input: String
    /// The values in order: digits, 10 for a check character `X`, 3 for a leading `M`.
    let values: [Int]
    /// Whether the first value stands for the letter `M`.
    let startsWithM: Bool

    /// Reads `text` written in `format`, which must hold one of `lengths` characters (counting a
    /// final `X` and a leading `M`).
    init(_ text: String, format: Format = .isbn, lengths: [Int]) throws(IdentifierError) {
        input = text
        let characters = Array(text)
        let start = Self.labelEnd(in: characters, format: format)
        startsWithM = format.allowsM && Self.firstSignificant(characters, from: start).map { $0 == "M" || $0 == "m" } == true
        values = try Self.values(of: characters, from: start, format: format, input: text)
        guard !values.isEmpty else { throw .empty(input: text) }
        guard lengths.contains(values.count) else {
            throw .wrongLength(input: text, length: values.count, expected: lengths)
        }
    }

    /// The label `text` starts with among `formats`' (e.g. `"issn"`), or `nil` when it has none.
    static func label(of text: String, among formats: [Format]) -> String? {
        let characters = Array(text)
        return formats.first { labelEnd(in: characters, format: $0) > 0 }?.label
    }

    private static func values(of characters: [Character], from start: Int, format: Format,
                               input: String) throws(IdentifierError) -> [Int] {
        func invalid(_ index: Int) -> IdentifierError {
            .invalidCharacter(input: input, character: characters[index], position: index + 1)
        }
        var values: [Int] = []
        var unfinishedHyphen: Int?
        var checkX: Int?
        for index in start..<characters.count {
            let character = characters[index]
            if character.isWhitespace {
                continue
            } else if character == "-" {
                guard !values.isEmpty else { throw invalid(index) }
                unfinishedHyphen = unfinishedHyphen ?? index
            } else if let value = value(of: character, after: values, format: format) {
                // Only the last character may be an X, so anything after it makes the X wrong.
                if let checkX { throw invalid(checkX) }
                if value == 10 { checkX = index }
                values.append(value)
                unfinishedHyphen = nil
            } else {
                throw invalid(index)
            }
        }
        if let unfinishedHyphen { throw invalid(unfinishedHyphen) }
        return values
    }

    /// The value of `character` when it follows `values`: a digit anywhere, `X` as the last
    /// character of the format's X length, `M` first.
    private static func value(of character: Character, after values: [Int], format: Format) -> Int? {
        if let digit = Digits.value(of: character) { return digit }
        if character == "x" || character == "X", let length = format.checkXLength, values.count == length - 1 {
            return 10
        }
        if character == "m" || character == "M", format.allowsM, values.isEmpty { return 3 }
        return nil
    }

    /// The first character from `start` that is neither whitespace nor a hyphen.
    private static func firstSignificant(_ characters: [Character], from start: Int) -> Character? {
        characters[start...].first { !$0.isWhitespace && $0 != "-" }
    }

    /// The index of the first character after a leading label, or 0 when there is none.
    private static func labelEnd(in characters: [Character], format: Format) -> Int {
        var index = 0
        while index < characters.count, characters[index].isWhitespace { index += 1 }
        guard text(characters, index, 4).lowercased() == format.label else { return 0 }
        index = punctuationEnd(in: characters, from: index + 4)
        let version = text(characters, index, 2)
        if format.versions.contains(version), endsLabel(characters, at: index + 2) {
            index = punctuationEnd(in: characters, from: index + 2)
        }
        return index
    }

    private static func text(_ characters: [Character], _ start: Int, _ count: Int) -> String {
        guard start + count <= characters.count else { return "" }
        return String(characters[start..<start + count])
    }

    private static func endsLabel(_ characters: [Character], at index: Int) -> Bool {
        index == characters.count || characters[index] == ":" || characters[index].isWhitespace
    }

    private static func punctuationEnd(in characters: [Character], from start: Int) -> Int {
        var index = start
        while index < characters.count,
              characters[index].isWhitespace || characters[index] == "-" || characters[index] == ":" {
            index += 1
        }
        return index
    }
}
