import Foundation

/// Reads one line of an Open Library bulk dump (`ol_dump_editions_*.txt` and the like).
///
/// A line has five tab-separated columns: type, key, revision, last_modified and the record as
/// JSON. Editions, works and authors are read; any other type (redirects, deletes, lists…) comes
/// back as `.skipped` without its JSON being read, which keeps a full dump fast to go through.
/// The parser does no I/O: the caller reads the file and counts lines.
///
/// ```swift
/// let line = "/type/author\t/authors/OL1A\t2\t2021-01-01T00:00:00\t"
///     + #"{"type": {"key": "/type/author"}, "key": "/authors/OL1A", "name": "Ann Author"}"#
/// if case let .author(author) = try OpenLibraryDumpLine.parse(line, lineNumber: 1) {
///     author.name   // "Ann Author"
/// }
/// ```
public enum OpenLibraryDumpLine {
    /// The record types that are read; every other type is skipped.
    public static let keptTypes: Set<String> = [editionType, workType, authorType]

    /// The type column of an edition.
    public static let editionType = "/type/edition"
    /// The type column of a work.
    public static let workType = "/type/work"
    /// The type column of an author.
    public static let authorType = "/type/author"

    /// Reads `line` (a trailing line break is allowed), the `lineNumber`th line of its file.
    ///
    /// ```swift
    /// try OpenLibraryDumpLine.parse("/type/redirect\t/books/OL2M\t3\t2020-01-01\t{}", lineNumber: 9)
    /// // .skipped(type: "/type/redirect")
    /// ```
    public static func parse(_ line: some StringProtocol,
                             lineNumber: Int) throws(OpenLibraryDumpError) -> OpenLibraryRecord {
        try parse(utf8: line.utf8, lineNumber: lineNumber)
    }

    /// Reads a line given as UTF-8 bytes, as a file reader that splits on newlines has it.
    ///
    /// ```swift
    /// let bytes: [UInt8] = Array("/type/delete\t/books/OL3M\t2\t2020-01-01\t{}\n".utf8)
    /// try OpenLibraryDumpLine.parse(utf8: bytes, lineNumber: 10)   // .skipped(type: "/type/delete")
    /// ```
    public static func parse(utf8 line: some Collection<UInt8>, lineNumber: Int) throws(OpenLibraryDumpError) -> OpenLibraryRecord {
        let fields = line.split(separator: UInt8(ascii: "\t"), maxSplits: 5, omittingEmptySubsequences: false)
        guard fields.count == 5 else {
            // maxSplits keeps a line of many tabs from being split in full; six pieces mean "more".
            let found = fields.count < 6 ? fields.count : line.lazy.filter { $0 == UInt8(ascii: "\t") }.count + 1
            throw .wrongFieldCount(lineNumber: lineNumber, found: found)
        }
        let type = String(decoding: fields[0], as: UTF8.self)
        guard keptTypes.contains(type) else {
            return .skipped(type: OpenLibraryDumpText.line(type, limit: 100) ?? "")
        }
        let revision = try Self.revision(fields[2], lineNumber: lineNumber)
        let object = try Self.object(fields[4], lineNumber: lineNumber)
        let key = try Self.key(of: object, type: type, column: fields[1], lineNumber: lineNumber)
        let lastModified = OpenLibraryDumpText.line(String(decoding: fields[3], as: UTF8.self), limit: 64) ?? ""
        switch type {
        case editionType:
            return .edition(try OpenLibraryEdition(dump: object, key: key, revision: revision,
                                                   lastModified: lastModified, lineNumber: lineNumber))
        case workType:
            return .work(OpenLibraryWork(dump: object, key: key, revision: revision, lastModified: lastModified))
        default:
            return .author(OpenLibraryAuthor(dump: object, key: key, revision: revision, lastModified: lastModified))
        }
    }

    /// The revision column: ASCII digits only (`Int` alone would also take `+1`).
    private static func revision(_ bytes: some Collection<UInt8>, lineNumber: Int) throws(OpenLibraryDumpError) -> Int {
        let text = String(decoding: bytes, as: UTF8.self)
        guard !bytes.isEmpty, bytes.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }),
              let revision = Int(text)
        else { throw .invalidRevision(lineNumber: lineNumber, revision: OpenLibraryDumpText.excerpt(text)) }
        return revision
    }

    /// The JSON column, which must hold an object.
    private static func object(_ bytes: some Collection<UInt8>,
                               lineNumber: Int) throws(OpenLibraryDumpError) -> OpenLibraryDumpObject {
        guard let value = OpenLibraryDumpJSON.parse(bytes) else {
            throw .malformedJSON(lineNumber: lineNumber, excerpt: excerpt(of: bytes))
        }
        guard let members = value.object else {
            throw .notAnObject(lineNumber: lineNumber, excerpt: excerpt(of: bytes))
        }
        return OpenLibraryDumpObject(members)
    }

    /// The record's key, after checking that the JSON's type and key agree with the columns
    /// (a disagreement means the line was put together wrongly, so neither can be trusted).
    private static func key(of object: OpenLibraryDumpObject, type: String, column: some Collection<UInt8>,
                            lineNumber: Int) throws(OpenLibraryDumpError) -> String {
        guard object.typeKey == type else {
            throw .typeMismatch(lineNumber: lineNumber, column: type,
                                json: object.typeKey.map { OpenLibraryDumpText.excerpt($0) })
        }
        guard let key = object.key else { throw .missingKey(lineNumber: lineNumber, type: type) }
        let columnKey = String(decoding: column, as: UTF8.self)
        guard key == columnKey else {
            throw .keyMismatch(lineNumber: lineNumber, column: OpenLibraryDumpText.excerpt(columnKey),
                               json: OpenLibraryDumpText.excerpt(key))
        }
        let prefix = switch type {
        case editionType: OpenLibraryDumpKey.edition
        case workType: OpenLibraryDumpKey.work
        default: OpenLibraryDumpKey.author
        }
        guard OpenLibraryDumpKey.isValid(key, prefix: prefix) else {
            throw .invalidKey(lineNumber: lineNumber, key: OpenLibraryDumpText.excerpt(key), expectedPrefix: prefix)
        }
        return key
    }

    /// The start of the JSON column, for a message.
    private static func excerpt(of bytes: some Collection<UInt8>) -> String {
        // Decoding only a prefix keeps a message about a huge line cheap; a cut-off character
        // shows as U+FFFD.
        let text = String(decoding: bytes.prefix(200), as: UTF8.self)
        return OpenLibraryDumpText.excerpt(text.trimmingCharacters(in: .whitespacesAndNewlines))
    }
}
