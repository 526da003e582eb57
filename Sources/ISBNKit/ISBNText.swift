/// The digits of an ISBN as people write it: an optional label such as `ISBN-13:`, then digits
/// separated by spaces or hyphens, an ISBN-10 perhaps ending in `x` or `X`.
///
/// The label is `ISBN` in any letter case, optionally followed by `10` or `13` (attached, after
/// a hyphen, or after a space), then any mix of spaces, hyphens and colons. A `10` or `13` counts as
/// part of the label only when a space, a colon or the end follows it, so `ISBN 1-84356-028-3`
/// keeps its leading `1`. Hyphens must stand between digits; spaces may be anywhere.
struct ISBNText {
    /// The text as given; errors quote it and count positions in it.
    let input: String
    /// The digit values in order; an ISBN-10 check character `X` is 10.
    let values: [Int]

    /// Reads `text`, which must hold one of `lengths` digits (counting a final `X`).
    init(_ text: String, lengths: [Int]) throws(IdentifierError) {
        input = text
        values = try Self.values(of: Array(text), input: text)
        guard !values.isEmpty else { throw .empty(input: text) }
        guard lengths.contains(values.count) else {
            throw .wrongLength(input: text, length: values.count, expected: lengths)
        }
    }

    private static func values(of characters: [Character], input: String) throws(IdentifierError) -> [Int] {
        func invalid(_ index: Int) -> IdentifierError {
            .invalidCharacter(input: input, character: characters[index], position: index + 1)
        }
        var values: [Int] = []
        var unfinishedHyphen: Int?
        var checkX: Int?
        for index in labelEnd(in: characters)..<characters.count {
            let character = characters[index]
            if character.isWhitespace {
                continue
            } else if character == "-" {
                guard !values.isEmpty else { throw invalid(index) }
                unfinishedHyphen = unfinishedHyphen ?? index
            } else if let value = Digits.value(of: character) {
                // Only the tenth character may be an X, so anything after it makes the X wrong.
                if let checkX { throw invalid(checkX) }
                values.append(value)
                unfinishedHyphen = nil
            } else if character == "x" || character == "X", values.count == 9 {
                values.append(10)
                checkX = index
                unfinishedHyphen = nil
            } else {
                throw invalid(index)
            }
        }
        if let unfinishedHyphen { throw invalid(unfinishedHyphen) }
        return values
    }

    /// The index of the first character after a leading label, or 0 when there is none.
    private static func labelEnd(in characters: [Character]) -> Int {
        var index = 0
        while index < characters.count, characters[index].isWhitespace { index += 1 }
        guard text(characters, index, 4).lowercased() == "isbn" else { return 0 }
        index = punctuationEnd(in: characters, from: index + 4)
        let version = text(characters, index, 2)
        if version == "10" || version == "13", endsLabel(characters, at: index + 2) {
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
