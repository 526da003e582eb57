/// A strict reader of the XML that range data uses: elements without attributes, text, the five
/// predefined entities and character references, comments, and processing instructions such as
/// the `<?xml …?>` declaration, which are skipped.
///
/// Anything else (a DOCTYPE, CDATA, attributes) is refused by name rather than half understood.
struct MarkupReader {
    /// The deepest nesting read: range data nests four deep, and the tree is freed recursively.
    static let depthLimit = 32

    private let bytes: [UInt8]
    private let file: String
    private var index = 0
    private var line = 1

    /// The root element of the document `text`; `file` names it in errors.
    static func root(of text: String, file: String) throws(RangeMessageError) -> MarkupElement {
        var reader = MarkupReader(bytes: Array(text.utf8), file: file)
        return try reader.readDocument()
    }

    private init(bytes: [UInt8], file: String) {
        self.bytes = bytes
        self.file = file
    }

    private mutating func readDocument() throws(RangeMessageError) -> MarkupElement {
        if hasPrefix("\u{FEFF}") { index = 3 }
        var root: MarkupElement?
        var open: [MarkupElement] = []
        while index < bytes.count {
            guard bytes[index] == UInt8(ascii: "<") else {
                let textLine = line
                let text = try readText()
                if open.isEmpty {
                    let visible = MarkupElement.trimmed(text)
                    guard visible.isEmpty else {
                        throw .textOutsideRootElement(file: file, line: textLine, text: visible)
                    }
                } else {
                    open[open.count - 1].text += text
                }
                continue
            }
            if hasPrefix("<?") {
                try skip(past: "?>", inside: "a processing instruction")
            } else if hasPrefix("<!--") {
                try skip(past: "-->", inside: "a comment")
            } else if hasPrefix("<!") {
                throw .unsupportedMarkup(file: file, line: line, markup: tagText(from: index))
            } else if hasPrefix("</") {
                let tagLine = line
                let name = try readEndTag()
                guard let element = open.popLast() else {
                    throw .unexpectedEndTag(file: file, line: tagLine, name: name)
                }
                guard element.name == name else {
                    throw .mismatchedEndTag(file: file, line: tagLine, open: element.name, found: name)
                }
                attach(element, to: &open, root: &root)
            } else {
                let tagLine = line
                let (name, isEmpty) = try readStartTag()
                if open.isEmpty, root != nil {
                    throw .secondRootElement(file: file, line: tagLine, name: name)
                }
                let element = MarkupElement(name: name, line: tagLine)
                if isEmpty {
                    attach(element, to: &open, root: &root)
                } else {
                    guard open.count < Self.depthLimit else {
                        throw .nestedTooDeep(file: file, line: tagLine, limit: Self.depthLimit)
                    }
                    open.append(element)
                }
            }
        }
        if let element = open.last {
            throw .unexpectedEnd(file: file, line: line, inside: "<\(element.name)>")
        }
        guard let root else { throw .noRootElement(file: file) }
        return root
    }

    /// Adds a finished element to the one that contains it, or makes it the root.
    private func attach(_ element: MarkupElement, to open: inout [MarkupElement], root: inout MarkupElement?) {
        if open.isEmpty {
            root = element
        } else {
            open[open.count - 1].children.append(element)
        }
    }

    /// Reads `<Name>` or `<Name/>`; `isEmpty` is true for the second.
    private mutating func readStartTag() throws(RangeMessageError) -> (name: String, isEmpty: Bool) {
        let tagLine = line
        let tagStart = index
        index += 1
        guard let name = readName() else { throw .malformedTag(file: file, line: tagLine, tag: tagText(from: tagStart)) }
        skipWhitespace()
        if hasPrefix(">") {
            index += 1
            return (name, false)
        }
        if hasPrefix("/>") {
            index += 2
            return (name, true)
        }
        let tag = tagText(from: tagStart)
        guard index < bytes.count else { throw .unexpectedEnd(file: file, line: line, inside: "the tag \(tag)") }
        if Self.isNameStart(bytes[index]) {
            throw .unsupportedMarkup(file: file, line: tagLine, markup: tag)
        }
        throw .malformedTag(file: file, line: tagLine, tag: tag)
    }

    /// Reads `</Name>` and returns the name.
    private mutating func readEndTag() throws(RangeMessageError) -> String {
        let tagLine = line
        let tagStart = index
        index += 2
        guard let name = readName() else { throw .malformedTag(file: file, line: tagLine, tag: tagText(from: tagStart)) }
        skipWhitespace()
        guard index < bytes.count else {
            throw .unexpectedEnd(file: file, line: line, inside: "the tag \(tagText(from: tagStart))")
        }
        guard bytes[index] == UInt8(ascii: ">") else {
            throw .malformedTag(file: file, line: tagLine, tag: tagText(from: tagStart))
        }
        index += 1
        return name
    }

    private mutating func readName() -> String? {
        guard index < bytes.count, Self.isNameStart(bytes[index]) else { return nil }
        let start = index
        while index < bytes.count, Self.isNameStart(bytes[index]) || Self.isNameContinuation(bytes[index]) {
            index += 1
        }
        return String(decoding: bytes[start..<index], as: UTF8.self)
    }

    /// Character data up to the next `<` or the end, with entity and character references replaced.
    private mutating func readText() throws(RangeMessageError) -> String {
        var text: [UInt8] = []
        while index < bytes.count, bytes[index] != UInt8(ascii: "<") {
            let byte = bytes[index]
            if byte == UInt8(ascii: "&") {
                try readReference(into: &text)
            } else {
                if byte == UInt8(ascii: "\n") { line += 1 }
                text.append(byte)
                index += 1
            }
        }
        return String(decoding: text, as: UTF8.self)
    }

    /// Reads `&name;` or `&#number;` at `index` and appends the UTF-8 of what it stands for.
    private mutating func readReference(into text: inout [UInt8]) throws(RangeMessageError) {
        let longest = 12
        var end = index + 1
        while end < bytes.count, end - index <= longest, bytes[end] != UInt8(ascii: ";"), bytes[end] != UInt8(ascii: "<") {
            end += 1
        }
        let hasSemicolon = end < bytes.count && bytes[end] == UInt8(ascii: ";")
        let reference = String(decoding: bytes[index..<(hasSemicolon ? end + 1 : end)], as: UTF8.self)
        guard hasSemicolon, let scalar = Self.scalar(named: String(reference.dropFirst().dropLast())) else {
            throw .unknownEntity(file: file, line: line, entity: reference)
        }
        UTF8.encode(scalar) { text.append($0) }
        index = end + 1
    }

    /// The character that the reference `name` (between `&` and `;`) stands for.
    private static func scalar(named name: String) -> Unicode.Scalar? {
        switch name {
        case "amp": return "&"
        case "lt": return "<"
        case "gt": return ">"
        case "quot": return "\""
        case "apos": return "'"
        default:
            guard name.hasPrefix("#") else { return nil }
            let isHex = name.hasPrefix("#x")
            let digits = name.dropFirst(isHex ? 2 : 1)
            // UInt32(_:radix:) would also take a sign, which XML does not allow.
            guard let first = digits.first, first != "+", first != "-",
                  let value = UInt32(digits, radix: isHex ? 16 : 10), value != 0 else { return nil }
            return Unicode.Scalar(value)
        }
    }

    /// Moves past the next `terminator`, counting lines; the text must not end first.
    private mutating func skip(past terminator: StaticString, inside what: String) throws(RangeMessageError) {
        let startLine = line
        while index < bytes.count {
            if hasPrefix(terminator) {
                index += terminator.utf8CodeUnitCount
                return
            }
            if bytes[index] == UInt8(ascii: "\n") { line += 1 }
            index += 1
        }
        throw .unexpectedEnd(file: file, line: startLine, inside: what)
    }

    private mutating func skipWhitespace() {
        while index < bytes.count, MarkupElement.isWhitespace(bytes[index]) {
            if bytes[index] == UInt8(ascii: "\n") { line += 1 }
            index += 1
        }
    }

    /// The tag starting at `start`, up to its `>` or 40 bytes, for error messages.
    private func tagText(from start: Int) -> String {
        var end = start
        while end < bytes.count, end - start < 40, bytes[end] != UInt8(ascii: ">") { end += 1 }
        if end < bytes.count, bytes[end] == UInt8(ascii: ">") { end += 1 }
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }

    private func hasPrefix(_ prefix: StaticString) -> Bool {
        prefix.withUTF8Buffer { prefix in
            guard bytes.count - index >= prefix.count else { return false }
            for offset in 0..<prefix.count where bytes[index + offset] != prefix[offset] { return false }
            return true
        }
    }

    /// Letters, `_`, `:` and any non-ASCII byte, which XML allows to begin a name.
    private static func isNameStart(_ byte: UInt8) -> Bool {
        (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || byte == 0x5F || byte == 0x3A
            || byte >= 0x80
    }

    /// Digits, `.` and `-`, which XML allows inside a name after its first character.
    private static func isNameContinuation(_ byte: UInt8) -> Bool {
        (byte >= 0x30 && byte <= 0x39) || byte == 0x2E || byte == 0x2D
    }
}
