import RasterKit

/// Library cards drawn for tests, in the symbologies libraries print on them: Codabar, Code 39,
/// Code 128 (code set B) and Interleaved 2 of 5. Each symbol is a row of bars and spaces whose
/// widths come from its symbology's published tables, with a quiet zone of 10 modules each side.
///
/// ```swift
/// let card = try CardPictures.draw(.codabar, "A12345678B")
/// ```
public enum CardPictures {
    /// The symbologies a card can be drawn in.
    public enum Kind: Sendable, CaseIterable {
        case codabar, code39, code128, interleaved2of5
    }

    /// What cannot be drawn: a character the symbology has no pattern for, or an odd number of
    /// digits for Interleaved 2 of 5.
    public struct DrawingError: Error, CustomStringConvertible {
        public let description: String
    }

    /// `text` drawn in `kind`, `module` pixels per narrow element, `height` pixels tall, on white.
    /// Codabar's text includes its start and stop characters (A–D); Code 39 gets its `*` guards.
    public static func draw(_ kind: Kind, _ text: String, module: Int = 3, height: Int = 80) throws -> GrayImage {
        let widths = try elementWidths(kind, text)
        let quiet = 10
        let total = widths.reduce(0, +) + 2 * quiet
        var image = GrayImage(width: total * module, height: height + 40, fill: 255)
        var x = quiet * module
        for (index, width) in widths.enumerated() {
            // Elements alternate bar, space, bar..., starting with a bar.
            if index % 2 == 0 {
                for column in x..<x + width * module {
                    for y in 20..<20 + height { image[column, y] = 0 }
                }
            }
            x += width * module
        }
        return image
    }

    /// The widths, in modules, of the bars and spaces of `text` in `kind`, bar first.
    static func elementWidths(_ kind: Kind, _ text: String) throws -> [Int] {
        switch kind {
        case .codabar:
            return try joined(text.map { try pattern(codabar, $0, kind) }, gap: 1)
        case .code39:
            return try joined(("*" + text + "*").map { try pattern(code39, $0, kind) }, gap: 1)
        case .code128:
            return try code128Widths(text)
        case .interleaved2of5:
            return try interleavedWidths(text)
        }
    }

    /// Narrow/wide letters as widths, wide three modules.
    private static func widths(_ letters: String) -> [Int] {
        letters.map { $0 == "w" ? 3 : 1 }
    }

    private static func pattern(_ table: [Character: String], _ character: Character, _ kind: Kind) throws -> [Int] {
        guard let letters = table[character] else {
            throw DrawingError(description: "\(kind) has no pattern for '\(character)'")
        }
        return widths(letters)
    }

    /// Character patterns with a narrow space between them.
    private static func joined(_ patterns: [[Int]], gap: Int) -> [Int] {
        patterns.enumerated().flatMap { index, pattern in index == 0 ? pattern : [gap] + pattern }
    }

    /// Start B, the characters (ASCII 32–126 are values 0–94), the mod-103 check, and the stop.
    private static func code128Widths(_ text: String) throws -> [Int] {
        var values = [104]
        for scalar in text.unicodeScalars {
            guard (32...126).contains(scalar.value) else {
                throw DrawingError(description: "code set B has no '\(scalar)'")
            }
            values.append(Int(scalar.value) - 32)
        }
        let check = values.enumerated().reduce(0) { sum, item in sum + item.element * max(1, item.offset) } % 103
        let symbols = (values + [check]).map { code128[$0] } + ["2331112"]
        return symbols.flatMap { $0.compactMap(\.wholeNumberValue) }
    }

    /// Start (four narrow), digit pairs (the first digit's widths on the bars, the second's on the
    /// spaces), stop (wide bar, narrow space, narrow bar).
    private static func interleavedWidths(_ text: String) throws -> [Int] {
        let digits = text.compactMap(\.wholeNumberValue)
        guard digits.count == text.count, digits.count % 2 == 0 else {
            throw DrawingError(description: "Interleaved 2 of 5 takes an even number of digits, not '\(text)'")
        }
        var elements = [1, 1, 1, 1]
        for pair in stride(from: 0, to: digits.count, by: 2) {
            let bars = widths(interleaved[digits[pair]])
            let spaces = widths(interleaved[digits[pair + 1]])
            for index in 0..<5 { elements += [bars[index], spaces[index]] }
        }
        return elements + [3, 1, 1]
    }

    private static let codabar: [Character: String] = [
        "0": "nnnnnww", "1": "nnnnwwn", "2": "nnnwnnw", "3": "wwnnnnn", "4": "nnwnnwn", "5": "wnnnnwn",
        "6": "nwnnnnw", "7": "nwnnwnn", "8": "nwwnnnn", "9": "wnnwnnn", "-": "nnnwwnn", "$": "nnwwnnn",
        ":": "wnnnwnw", "/": "wnwnnnw", ".": "wnwnwnn", "+": "nnwnwnw",
        "A": "nnwwnwn", "B": "nwnwnnw", "C": "nnnwnww", "D": "nnnwwwn",
    ]

    private static let code39: [Character: String] = [
        "0": "nnnwwnwnn", "1": "wnnwnnnnw", "2": "nnwwnnnnw", "3": "wnwwnnnnn", "4": "nnnwwnnnw",
        "5": "wnnwwnnnn", "6": "nnwwwnnnn", "7": "nnnwnnwnw", "8": "wnnwnnwnn", "9": "nnwwnnwnn",
        "A": "wnnnnwnnw", "B": "nnwnnwnnw", "C": "wnwnnwnnn", "D": "nnnnwwnnw", "E": "wnnnwwnnn",
        "F": "nnwnwwnnn", "G": "nnnnnwwnw", "H": "wnnnnwwnn", "I": "nnwnnwwnn", "J": "nnnnwwwnn",
        "K": "wnnnnnnww", "L": "nnwnnnnww", "M": "wnwnnnnwn", "N": "nnnnwnnww", "O": "wnnnwnnwn",
        "P": "nnwnwnnwn", "Q": "nnnnnnwww", "R": "wnnnnnwwn", "S": "nnwnnnwwn", "T": "nnnnwnwwn",
        "U": "wwnnnnnnw", "V": "nwwnnnnnw", "W": "wwwnnnnnn", "X": "nwnnwnnnw", "Y": "wwnnwnnnn",
        "Z": "nwwnwnnnn", "-": "nwnnnnwnw", ".": "wwnnnnwnn", " ": "nwwnnnwnn", "*": "nwnnwnwnn",
    ]

    private static let interleaved = ["nnwwn", "wnnnw", "nwnnw", "wwnnn", "nnwnw", "wnwnn", "nwwnn", "nnnww", "wnnwn", "nwnwn"]

    /// Code 128's 103 data symbols and its three starts (values 103–105), as module widths.
    private static let code128: [String] = [
        "212222", "222122", "222221", "121223", "121322", "131222", "122213", "122312", "132212", "221213",
        "221312", "231212", "112232", "122132", "122231", "113222", "123122", "123221", "223211", "221132",
        "221231", "213212", "223112", "312131", "311222", "321122", "321221", "312212", "322112", "322211",
        "212123", "212321", "232121", "111323", "131123", "131321", "112313", "132113", "132311", "211313",
        "231113", "231311", "112133", "112331", "132131", "113123", "113321", "133121", "313121", "211331",
        "231131", "213113", "213311", "213131", "311123", "311321", "331121", "312113", "312311", "332111",
        "314111", "221411", "431111", "111224", "111422", "121124", "121421", "141122", "141221", "112214",
        "112412", "122114", "122411", "142112", "142211", "241211", "221114", "413111", "241112", "134111",
        "111242", "121142", "121241", "114212", "124112", "124211", "411212", "421112", "421211", "212141",
        "214121", "412121", "111143", "111341", "131141", "114113", "114311", "411113", "411311", "113141",
        "114131", "311141", "411131", "211412", "211214", "211232"
    ]
}
