extension String {
    /// The text without leading and trailing whitespace and newlines.
    var trimmed: String {
        let scalars = unicodeScalars
        guard let first = scalars.firstIndex(where: { !$0.properties.isWhitespace }),
              let last = scalars.lastIndex(where: { !$0.properties.isWhitespace }) else { return "" }
        return String(scalars[first...last])
    }

    /// `nil` for an empty string, so optional texts never hold "".
    var nilIfEmpty: String? { isEmpty ? nil : self }

    /// The text with ASCII capitals lowered and every other character kept, as SQLite's NOCASE compares.
    var asciiFolded: String {
        String(decoding: utf8.map { (65...90).contains($0) ? $0 + 32 : $0 }, as: UTF8.self)
    }
}
