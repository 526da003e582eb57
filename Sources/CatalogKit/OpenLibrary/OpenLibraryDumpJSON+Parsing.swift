extension OpenLibraryDumpJSON {
    /// The deepest nesting read: real records nest four levels; a line nesting hundreds is
    /// broken or hostile, and recursion must not exhaust the stack.
    static let deepestNesting = 128

    /// The JSON value `bytes` hold (RFC 8259, UTF-8), or `nil` when they are not valid JSON.
    ///
    /// Reads bytes directly rather than through `JSONDecoder`: decoding a schema-less value
    /// through `Codable` containers took half of a dump import's time (perf, 200,000 generated
    /// lines), and this reader does the same work in a small fraction of it. Text must be valid
    /// UTF-8, as the standard says; a lone surrogate escape becomes U+FFFD, as JSON allows it.
    ///
    /// ```swift
    /// OpenLibraryDumpJSON.parse(Array(#"{"a": [1, "b"]}"#.utf8))   // .object(["a": .array([.number(1), .string("b")])])
    /// OpenLibraryDumpJSON.parse(Array("{".utf8))                  // nil
    /// ```
    static func parse(_ bytes: some Collection<UInt8>) -> OpenLibraryDumpJSON? {
        let parsed = bytes.withContiguousStorageIfAvailable { buffer in parse(buffer) }
        return parsed ?? Array(bytes).withUnsafeBufferPointer { parse($0) }
    }

    private static func parse(_ buffer: UnsafeBufferPointer<UInt8>) -> OpenLibraryDumpJSON? {
        var reader = JSONByteReader(buffer)
        guard let value = reader.value(depth: 0) else { return nil }
        reader.skipWhitespace()
        return reader.isAtEnd ? value : nil
    }
}

/// A cursor over one JSON text's bytes; each method returns `nil` at the first byte that breaks
/// the grammar.
private struct JSONByteReader {
    let bytes: UnsafeBufferPointer<UInt8>
    var index = 0

    init(_ bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    var isAtEnd: Bool { index >= bytes.count }

    mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x09, 0x0A, 0x0D: index += 1
            default: return
            }
        }
    }

    mutating func value(depth: Int) -> OpenLibraryDumpJSON? {
        skipWhitespace()
        guard index < bytes.count, depth < OpenLibraryDumpJSON.deepestNesting else { return nil }
        switch bytes[index] {
        case UInt8(ascii: "{"): return object(depth: depth)
        case UInt8(ascii: "["): return array(depth: depth)
        case UInt8(ascii: "\""): return string().map(OpenLibraryDumpJSON.string)
        case UInt8(ascii: "t"): return literal(Self.trueWord, .bool(true))
        case UInt8(ascii: "f"): return literal(Self.falseWord, .bool(false))
        case UInt8(ascii: "n"): return literal(Self.nullWord, .null)
        default: return number()
        }
    }

    private mutating func object(depth: Int) -> OpenLibraryDumpJSON? {
        index += 1
        var members: [String: OpenLibraryDumpJSON] = [:]
        skipWhitespace()
        if consume(UInt8(ascii: "}")) { return .object(members) }
        while true {
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\""), let key = string() else { return nil }
            skipWhitespace()
            guard consume(UInt8(ascii: ":")), let member = value(depth: depth + 1) else { return nil }
            members[key] = member
            skipWhitespace()
            if consume(UInt8(ascii: ",")) { continue }
            return consume(UInt8(ascii: "}")) ? .object(members) : nil
        }
    }

    private mutating func array(depth: Int) -> OpenLibraryDumpJSON? {
        index += 1
        var elements: [OpenLibraryDumpJSON] = []
        skipWhitespace()
        if consume(UInt8(ascii: "]")) { return .array(elements) }
        while true {
            guard let element = value(depth: depth + 1) else { return nil }
            elements.append(element)
            skipWhitespace()
            if consume(UInt8(ascii: ",")) { continue }
            return consume(UInt8(ascii: "]")) ? .array(elements) : nil
        }
    }

    /// A string from its opening quote; control characters must be escaped.
    private mutating func string() -> String? {
        index += 1
        let start = index
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                defer { index += 1 }
                return String(validating: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
            }
            if byte == UInt8(ascii: "\\") { return escapedString(from: start) }
            guard byte >= 0x20 else { return nil }
            index += 1
        }
        return nil
    }

    /// The rest of a string that holds escapes, its plain start already scanned.
    private mutating func escapedString(from start: Int) -> String? {
        var utf8 = Array(UnsafeBufferPointer(rebasing: bytes[start..<index]))
        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            switch byte {
            case UInt8(ascii: "\""):
                return String(validating: utf8, as: UTF8.self)
            case UInt8(ascii: "\\"):
                guard escape(into: &utf8) else { return nil }
            case 0..<0x20:
                return nil
            default:
                utf8.append(byte)
            }
        }
        return nil
    }

    /// One escape after its backslash, appended as UTF-8.
    private mutating func escape(into utf8: inout [UInt8]) -> Bool {
        guard index < bytes.count else { return false }
        let letter = bytes[index]
        index += 1
        let simple: UInt8? = switch letter {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): letter
        case UInt8(ascii: "b"): 0x08
        case UInt8(ascii: "f"): 0x0C
        case UInt8(ascii: "n"): 0x0A
        case UInt8(ascii: "r"): 0x0D
        case UInt8(ascii: "t"): 0x09
        default: nil
        }
        if let simple {
            utf8.append(simple)
            return true
        }
        guard letter == UInt8(ascii: "u"), let unit = hexUnit() else { return false }
        utf8.append(contentsOf: String(unicodeScalar(startingWith: unit)).utf8)
        return true
    }

    /// The scalar a `\u` escape starts: a surrogate pair when a low half follows, else U+FFFD for
    /// a lone half.
    private mutating func unicodeScalar(startingWith unit: UInt16) -> Character {
        let replacement = Character("\u{FFFD}")
        guard (0xD800...0xDBFF).contains(unit) else { return Unicode.Scalar(unit).map(Character.init) ?? replacement }
        let save = index
        guard consume(UInt8(ascii: "\\")), consume(UInt8(ascii: "u")), let low = hexUnit(), (0xDC00...0xDFFF).contains(low)
        else {
            index = save
            return replacement
        }
        let value = 0x10000 + ((UInt32(unit) - 0xD800) << 10) + (UInt32(low) - 0xDC00)
        return Unicode.Scalar(value).map(Character.init) ?? replacement
    }

    /// Four hex digits.
    private mutating func hexUnit() -> UInt16? {
        guard index + 4 <= bytes.count else { return nil }
        var unit: UInt16 = 0
        for _ in 0..<4 {
            let byte = bytes[index]
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default: return nil
            }
            unit = unit << 4 | UInt16(digit)
            index += 1
        }
        return unit
    }

    /// `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`
    private mutating func number() -> OpenLibraryDumpJSON? {
        let start = index
        _ = consume(UInt8(ascii: "-"))
        if consume(UInt8(ascii: "0")) {
            // A leading zero stands alone.
        } else {
            guard digits() > 0 else { return nil }
        }
        if consume(UInt8(ascii: ".")) { guard digits() > 0 else { return nil } }
        if consume(UInt8(ascii: "e")) || consume(UInt8(ascii: "E")) {
            if !consume(UInt8(ascii: "+")) { _ = consume(UInt8(ascii: "-")) }
            guard digits() > 0 else { return nil }
        }
        let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
        return Double(text).map(OpenLibraryDumpJSON.number)
    }

    private mutating func digits() -> Int {
        let start = index
        while index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) { index += 1 }
        return index - start
    }

    private static let trueWord = Array("true".utf8)
    private static let falseWord = Array("false".utf8)
    private static let nullWord = Array("null".utf8)

    private mutating func literal(_ word: [UInt8], _ value: OpenLibraryDumpJSON) -> OpenLibraryDumpJSON? {
        guard index + word.count <= bytes.count else { return nil }
        for offset in word.indices where bytes[index + offset] != word[offset] { return nil }
        index += word.count
        return value
    }

    private mutating func consume(_ byte: UInt8) -> Bool {
        guard index < bytes.count, bytes[index] == byte else { return false }
        index += 1
        return true
    }
}
