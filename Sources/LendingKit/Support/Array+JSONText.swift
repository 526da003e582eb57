extension Array where Element == String {
    /// The strings as JSON array text, the form the `authors` and `subjects` columns hold.
    ///
    /// Written by hand rather than with `JSONEncoder`, which costs microseconds per call: a batch
    /// import writes two lists for each of 100,000 books.
    var jsonArrayText: String {
        var text = "["
        for (index, string) in enumerated() {
            if index > 0 { text += "," }
            text += "\""
            for scalar in string.unicodeScalars {
                switch scalar {
                case "\"": text += "\\\""
                case "\\": text += "\\\\"
                case "\n": text += "\\n"
                case "\r": text += "\\r"
                case "\t": text += "\\t"
                case _ where scalar.value < 0x20: text += Self.escaped(control: scalar.value)
                default: text.unicodeScalars.append(scalar)
                }
            }
            text += "\""
        }
        return text + "]"
    }

    /// `\u001f` for a control character.
    private static func escaped(control value: UInt32) -> String {
        let hex = String(value, radix: 16)
        return "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
    }
}
