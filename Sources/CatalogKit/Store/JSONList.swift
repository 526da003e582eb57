import Foundation

/// The JSON array text a list column holds, and back.
enum JSONList {
    /// `["a","b"]`; `[]` for no items.
    static func text(_ items: [String]) -> String {
        guard let data = try? JSONEncoder().encode(items) else { return "[]" }
        return String(decoding: data, as: UTF8.self)
    }

    /// The strings of a list column; none when the text is not a JSON array of strings.
    static func items(_ text: String?) -> [String] {
        guard let text, let items = try? JSONDecoder().decode([String].self, from: Data(text.utf8)) else { return [] }
        return items
    }
}
