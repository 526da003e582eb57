/// The JSON array text a list column holds, and back.
///
/// Written and read by hand rather than with `JSONEncoder`/`JSONDecoder`: encoding took a tenth
/// of a dump import's time (perf, 200,000 generated lines) for arrays of a few short strings.
enum JSONList {
    /// `["a","b"]`; `[]` for no items.
    ///
    /// ```swift
    /// JSONList.text(["Ace", "Say \"hi\""])   // ["Ace","Say \"hi\""]
    /// ```
    static func text(_ items: [String]) -> String {
        var text = "["
        for (index, item) in items.enumerated() {
            if index > 0 { text += "," }
            text += "\""
            for scalar in item.unicodeScalars {
                switch scalar {
                case "\"": text += "\\\""
                case "\\": text += "\\\\"
                case "\n": text += "\\n"
                case "\t": text += "\\t"
                case "\r": text += "\\r"
                case _ where scalar.value < 0x20:
                    let hex = String(scalar.value, radix: 16)
                    text += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                default: text.unicodeScalars.append(scalar)
                }
            }
            text += "\""
        }
        return text + "]"
    }

    /// The strings of a list column; none when the text is not a JSON array of strings.
    static func items(_ text: String?) -> [String] {
        guard let text, let elements = OpenLibraryDumpJSON.parse(Array(text.utf8))?.array else { return [] }
        let items = elements.compactMap(\.string)
        return items.count == elements.count ? items : []
    }
}
