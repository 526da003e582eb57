/// Cleans text from a dump record before it is stored: these records are later printed on users'
/// terminals, so no control character or bidirectional override may reach them, and a runaway
/// field must not fill the catalogue.
///
/// ```swift
/// OpenLibraryDumpText.line(" The\u{1B}[2J  Hobbit\t", limit: 1_000)   // "The[2J Hobbit"
/// OpenLibraryDumpText.paragraphs("One.\r\n\r\n\r\nTwo.", limit: 100)    // "One.\n\nTwo."
/// ```
enum OpenLibraryDumpText {
    /// Single-line text: whitespace runs (line breaks included) become one space, control
    /// characters are dropped, the ends are trimmed, and at most `limit` characters are kept;
    /// `nil` when nothing is left.
    static func line(_ text: String, limit: Int) -> String? {
        var scalars = String.UnicodeScalarView()
        var kept = 0
        var pendingSpace = false
        for scalar in text.unicodeScalars {
            // A character is rarely more than a few scalars, so this keeps more than `limit`
            // characters while not cleaning a huge field in full only to cut it.
            if kept > limit * 8 { break }
            if isWhitespace(scalar) {
                pendingSpace = !scalars.isEmpty
            } else if isDropped(scalar) {
                continue
            } else {
                if pendingSpace { scalars.append(" ") }
                pendingSpace = false
                scalars.append(scalar)
                kept += 1
            }
        }
        return capped(String(scalars), limit: limit)
    }

    /// Multi-line text such as a description: each line is cleaned as `line` does, lines of a
    /// paragraph stay on their own lines (Markdown lists rely on it), and paragraphs are separated
    /// by exactly one blank line; `nil` when nothing is left.
    static func paragraphs(_ text: String, limit: Int) -> String? {
        var result = ""
        var blankBefore = false
        for rawLine in text.split(omittingEmptySubsequences: false, whereSeparator: isLineBreak) {
            guard let cleaned = line(String(rawLine), limit: limit) else {
                blankBefore = !result.isEmpty
                continue
            }
            if !result.isEmpty { result += blankBefore ? "\n\n" : "\n" }
            blankBefore = false
            result += cleaned
            // Stops early so that a huge field is not cleaned in full only to be cut.
            if result.utf8.count > limit * 8 { break }
        }
        return capped(result, limit: limit)
    }

    /// Text for an error message: at most `limit` characters, control characters shown as `?`.
    static func excerpt(_ text: some StringProtocol, limit: Int = 40) -> String {
        var scalars = String.UnicodeScalarView()
        for (index, scalar) in text.unicodeScalars.enumerated() {
            if index > limit * 8 { break }
            scalars.append(isDropped(scalar) ? "?" : scalar)
        }
        let shown = String(scalars)
        return shown.count > limit ? shown.prefix(limit) + "…" : shown
    }

    /// Control characters, and the bidirectional embeddings, overrides and isolates that can make
    /// a terminal show text in another order than it is stored.
    private static func isDropped(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F, 0x202A...0x202E, 0x2066...0x2069: return true
        default: return false
        }
    }

    /// ASCII is answered without the Unicode property tables, whose lookups took a tenth of a
    /// dump import's time (perf, 200,000 generated lines), nearly all of it on ASCII text.
    private static func isWhitespace(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII { return scalar == " " || (0x09...0x0D).contains(scalar.value) }
        return scalar.properties.isWhitespace
    }

    private static func isLineBreak(_ character: Character) -> Bool {
        // "\r\n" is one Character, so a Windows line ending counts once.
        character.isNewline
    }

    private static func capped(_ text: String, limit: Int) -> String? {
        var text = Substring(text)
        if text.count > limit {
            text = text.prefix(limit)
            while text.last?.isWhitespace == true { text.removeLast() }
        }
        return text.isEmpty ? nil : String(text)
    }
}
