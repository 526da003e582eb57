import Foundation

/// Whether a title someone typed is the title a catalogue gives for the same ISBN, so that a
/// misread or mistyped ISBN is caught when the book is added: "Dune" typed over a barcode that
/// reads as another book's ISBN is refused rather than stored under the wrong number.
///
/// Titles are compared normalised: case, accents, punctuation and `&`/`and` do not count, nor a
/// leading article (English, French, German, Spanish, Italian), nor a subtitle given or left out
/// (`Dune` matches `Dune: Deluxe Edition`), nor a series in parentheses (`Dune (Dune Chronicles,
/// #1)`), nor a slip of one letter in eight. Any other difference is clear: `Dune` does not
/// match `Dune Messiah`, which is another book.
///
/// ```swift
/// TitleMatch.matches(typed: "the lord of the rings", title: "Lord of the Rings", subtitle: nil)   // true
/// TitleMatch.matches(typed: "Dune", title: "Dune Messiah", subtitle: nil)                        // false
/// ```
public enum TitleMatch {
    /// Whether `typed` names the book whose catalogue title is `title` (and `subtitle`).
    public static func matches(typed: String, title: String, subtitle: String?) -> Bool {
        let typedForms = forms(of: typed)
        var catalogForms = forms(of: title)
        if let subtitle, !subtitle.isEmpty { catalogForms.formUnion(forms(of: title + ": " + subtitle)) }
        guard !typedForms.isEmpty, !catalogForms.isEmpty else { return true }
        for typedForm in typedForms {
            for catalogForm in catalogForms where isClose(typedForm, catalogForm) { return true }
        }
        return false
    }

    /// A title's normalised forms: whole, before its first colon, without a parenthesised end.
    static func forms(of title: String) -> Set<String> {
        var texts = [title]
        if let colon = title.firstIndex(where: { $0 == ":" || $0 == ";" }) { texts.append(String(title[..<colon])) }
        if let parenthesis = title.firstIndex(of: "("), title.hasSuffix(")") { texts.append(String(title[..<parenthesis])) }
        return Set(texts.map(normalised).filter { !$0.isEmpty })
    }

    /// Folded words without punctuation or a leading article, joined by single spaces.
    static func normalised(_ text: String) -> String {
        var words = text.replacingOccurrences(of: "&", with: " and ")
            .folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
            .replacingOccurrences(of: "'", with: " ").replacingOccurrences(of: "’", with: " ")
            .split { !$0.isLetter && !$0.isNumber }.map(String.init)
        if words.count > 1, let first = words.first, articles.contains(first) { words.removeFirst() }
        return words.joined(separator: " ")
    }

    private static let articles: Set<String> = [
        "the", "a", "an", "le", "la", "les", "l", "un", "une", "der", "die", "das", "ein", "eine",
        "el", "los", "las", "il", "lo", "gli", "i",
    ]

    /// Equal, or within one edit per eight characters of the longer (a typo, not another title).
    private static func isClose(_ left: String, _ right: String) -> Bool {
        if left == right { return true }
        let allowed = max(left.count, right.count) / 8
        guard allowed > 0, abs(left.count - right.count) <= allowed else { return false }
        return editDistance(Array(left), Array(right), limit: allowed) <= allowed
    }

    /// Levenshtein distance, stopping early once every path exceeds `limit`.
    private static func editDistance(_ left: [Character], _ right: [Character], limit: Int) -> Int {
        var previous = Array(0...right.count)
        for (i, leftCharacter) in left.enumerated() {
            var current = [i + 1] + Array(repeating: 0, count: right.count)
            for (j, rightCharacter) in right.enumerated() {
                let substitution = previous[j] + (leftCharacter == rightCharacter ? 0 : 1)
                current[j + 1] = min(substitution, previous[j + 1] + 1, current[j] + 1)
            }
            if current.min() ?? 0 > limit { return limit + 1 }
            previous = current
        }
        return previous[right.count]
    }
}
