/// The records of a CSV or tab-separated file, one at a time, so memory stays bounded whatever
/// the file's size.
///
/// The delimiter is a tab when the first line holds more tabs than commas (outside quotes), a
/// comma otherwise. A UTF-8 byte order mark is dropped, CRLF and LF line breaks both end a line
/// (a CRLF inside quotes reads as `\n`), the last line needs no line break, and blank lines are
/// skipped. The file may be gzip-compressed.
final class CSVReader {
    /// The longest a record may be, in bytes: a longer one is a quote never closed, caught
    /// before the rest of the file is read into one field.
    static let recordLimit = 1 << 20

    private let path: String
    private let lines: any LineSource
    /// The field separator: a comma or a tab.
    private var delimiter = UInt8(ascii: ",")
    /// The number of the last line read.
    private var lineNumber = 0
    /// The first non-blank line, read to choose the delimiter, waiting to be parsed.
    private var firstLine: ArraySlice<UInt8>?

    /// Opens the file at `path` and reads up to its first non-blank line to choose the delimiter.
    init(path: String) throws(ListImportError) {
        self.path = path
        do {
            lines = try FileCompression.lines(ofFileAt: path, from: 0)
        } catch {
            throw .unreadable(path: path, reason: error.reason)
        }
        firstLine = try nextLine()
        if let firstLine {
            if firstLine.starts(with: [0xFF, 0xFE]) || firstLine.starts(with: [0xFE, 0xFF]) { throw .utf16(path: path) }
            delimiter = Self.delimiter(of: firstLine)
        }
    }

    /// The next record; `nil` at the end of the file.
    func next() throws(ListImportError) -> CSVRecord? {
        guard let first = try nextLine() else { return nil }
        let start = lineNumber
        var parser = CSVRecordParser(delimiter: delimiter)
        parser.read(first)
        while parser.isInsideQuotes {
            guard parser.length <= Self.recordLimit else {
                throw .recordTooLong(path: path, line: start, limit: Self.recordLimit)
            }
            guard let line = try physicalLine() else { throw .unterminatedQuote(path: path, line: start) }
            parser.read(line)
        }
        return CSVRecord(line: start, fields: parser.finish())
    }

    /// The next line that is not blank, without its line break.
    private func nextLine() throws(ListImportError) -> ArraySlice<UInt8>? {
        if let line = firstLine {
            firstLine = nil
            return line
        }
        while let line = try physicalLine() {
            if !line.isEmpty { return line }
        }
        return nil
    }

    /// The next line without its line break (and, on the first line, without a byte order mark).
    private func physicalLine() throws(ListImportError) -> ArraySlice<UInt8>? {
        var line: ArraySlice<UInt8>?
        do {
            line = try lines.next()
        } catch {
            throw .unreadable(path: path, reason: error.reason)
        }
        lineNumber += 1
        if lineNumber == 1, line?.starts(with: [0xEF, 0xBB, 0xBF]) == true { line = line?.dropFirst(3) }
        if line?.last == UInt8(ascii: "\r") { line = line?.dropLast() }
        return line
    }

    /// A tab when `line` holds more tabs than commas outside quotes, a comma otherwise.
    private static func delimiter(of line: ArraySlice<UInt8>) -> UInt8 {
        var insideQuotes = false
        var tabs = 0
        var commas = 0
        for byte in line {
            switch byte {
            case UInt8(ascii: "\""): insideQuotes.toggle()
            case UInt8(ascii: "\t") where !insideQuotes: tabs += 1
            case UInt8(ascii: ",") where !insideQuotes: commas += 1
            default: break
            }
        }
        return tabs > commas ? UInt8(ascii: "\t") : UInt8(ascii: ",")
    }
}
