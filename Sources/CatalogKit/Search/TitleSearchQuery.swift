/// A person's search words as an FTS5 query: every word must match the start of a word of the
/// title or the authors, in any order, case and accents aside. Quotes and operators typed by the
/// user are taken as plain characters, so no input is an FTS5 syntax error.
///
/// ```swift
/// TitleSearchQuery("Dune  herb")?.match   // "\"dune\"* \"herb\"*"
/// TitleSearchQuery("  ")                  // nil
/// ```
struct TitleSearchQuery: Sendable, Hashable {
    /// The FTS5 MATCH expression.
    let match: String

    /// The query of `text`; `nil` when it has no letter or digit.
    init?(_ text: String) {
        let words = text.lowercased().split { !$0.isLetter && !$0.isNumber }
        guard !words.isEmpty else { return nil }
        match = words.map { "\"\($0)\"*" }.joined(separator: " ")
    }
}
