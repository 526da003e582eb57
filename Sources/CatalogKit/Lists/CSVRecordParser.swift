/// Reads the fields of one CSV record line by line (RFC 4180): a field in double quotes may hold
/// the delimiter, newlines and doubled quotes. Lenient where files in the wild are: a quote inside
/// an unquoted field, or text after a closing quote, is kept as it is. One parser reads one record.
struct CSVRecordParser {
    private enum State {
        /// At the start of a field.
        case fieldStart
        /// Inside a field that did not start with a quote.
        case unquoted
        /// Inside quotes.
        case quoted
        /// After a field's closing quote.
        case afterQuote
    }

    private let delimiter: UInt8
    private var state = State.fieldStart
    private var fields: [String] = []
    private var field: [UInt8] = []
    /// Bytes read into the record so far.
    private(set) var length = 0

    /// A parser for fields separated by `delimiter`.
    init(delimiter: UInt8) {
        self.delimiter = delimiter
    }

    /// Whether the lines read so far end inside quotes, so the record goes on with the next line.
    var isInsideQuotes: Bool { state == .quoted }

    /// Reads `line` (without its line break) into the record; a line read inside quotes continues
    /// the field after a `\n`.
    mutating func read(_ line: ArraySlice<UInt8>) {
        if state == .quoted { field.append(UInt8(ascii: "\n")) }
        length += line.count + 1
        var index = line.startIndex
        while index < line.endIndex {
            index = read(line, at: index)
        }
    }

    /// The record's fields, once its last line is read.
    mutating func finish() -> [String] {
        endField()
        return fields
    }

    /// Reads the byte at `index` and returns the index of the next unread one.
    private mutating func read(_ line: ArraySlice<UInt8>, at index: Int) -> Int {
        let byte = line[index]
        switch state {
        case .fieldStart where byte == UInt8(ascii: "\""):
            state = .quoted
        case .fieldStart, .unquoted, .afterQuote:
            if byte == delimiter {
                endField()
            } else {
                field.append(byte)
                if state == .fieldStart { state = .unquoted }
            }
        case .quoted:
            guard byte == UInt8(ascii: "\"") else {
                field.append(byte)
                break
            }
            if index + 1 < line.endIndex, line[index + 1] == UInt8(ascii: "\"") {
                field.append(byte)
                return index + 2
            }
            state = .afterQuote
        }
        return index + 1
    }

    private mutating func endField() {
        fields.append(Self.text(field))
        field.removeAll(keepingCapacity: true)
        state = .fieldStart
    }

    /// A field's text: UTF-8, or Latin-1 when the bytes are not UTF-8 (as some older exports are).
    private static func text(_ bytes: [UInt8]) -> String {
        String(validating: bytes, as: UTF8.self) ?? String(bytes.map { Character(Unicode.Scalar($0)) })
    }
}
