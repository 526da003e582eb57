/// An element of a small XML document, as `MarkupReader` builds it.
struct MarkupElement: Sendable {
    /// The tag name, e.g. `"Rule"`.
    let name: String
    /// The 1-based line of the start tag.
    let line: Int
    /// The character data directly inside the element, entities replaced, whitespace kept.
    var text = ""
    /// The child elements in document order.
    var children: [MarkupElement] = []

    init(name: String, line: Int) {
        self.name = name
        self.line = line
    }
}

extension MarkupElement {
    /// `text` without the XML whitespace (space, tab, line feed, carriage return) around it.
    static func trimmed(_ text: String) -> String {
        let utf8 = text.utf8
        guard let first = utf8.firstIndex(where: { !isWhitespace($0) }),
              let last = utf8.lastIndex(where: { !isWhitespace($0) }) else { return "" }
        return String(decoding: utf8[first...last], as: UTF8.self)
    }

    /// Whether `byte` is one of the four characters XML counts as whitespace.
    static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }
}
