import CatalogKit
import Testing

/// Dump lines the tests make up, one per case, so that each case is visible in its test.
enum MadeUpDumpLine {
    /// A line of five columns around `json`.
    static func line(type: String, key: String, revision: String = "3",
                     lastModified: String = "2024-05-06T07:08:09.123456", json: String) -> String {
        [type, key, revision, lastModified, json].joined(separator: "\t")
    }

    /// A record of `type` and `key` whose JSON has `members` (JSON text without braces) besides
    /// its type and key.
    static func record(type: String, key: String, _ members: String = "") -> String {
        let head = #""type": {"key": "\#(type)"}, "key": "\#(key)""#
        return line(type: type, key: key, json: "{" + ([head, members].filter { !$0.isEmpty }.joined(separator: ", ")) + "}")
    }

    static func edition(_ members: String, key: String = "/books/OL101M") -> String {
        record(type: "/type/edition", key: key, members)
    }

    static func work(_ members: String, key: String = "/works/OL202W") -> String {
        record(type: "/type/work", key: key, members)
    }

    static func author(_ members: String, key: String = "/authors/OL303A") -> String {
        record(type: "/type/author", key: key, members)
    }

    /// The edition `line` reads as; records a test failure if it reads as something else.
    static func parseEdition(_ line: String, lineNumber: Int = 1) throws -> OpenLibraryEdition {
        let record = try OpenLibraryDumpLine.parse(line, lineNumber: lineNumber)
        guard case let .edition(edition) = record else { throw UnexpectedRecord(record: record) }
        return edition
    }

    static func parseWork(_ line: String, lineNumber: Int = 1) throws -> OpenLibraryWork {
        let record = try OpenLibraryDumpLine.parse(line, lineNumber: lineNumber)
        guard case let .work(work) = record else { throw UnexpectedRecord(record: record) }
        return work
    }

    static func parseAuthor(_ line: String, lineNumber: Int = 1) throws -> OpenLibraryAuthor {
        let record = try OpenLibraryDumpLine.parse(line, lineNumber: lineNumber)
        guard case let .author(author) = record else { throw UnexpectedRecord(record: record) }
        return author
    }

    /// The error `line` throws; records a test failure if it reads without one.
    static func error(_ line: String, lineNumber: Int) -> OpenLibraryDumpError? {
        do {
            let record = try OpenLibraryDumpLine.parse(line, lineNumber: lineNumber)
            Issue.record("expected an error, read \(record)")
            return nil
        } catch {
            return error
        }
    }

    struct UnexpectedRecord: Error {
        var record: OpenLibraryRecord
    }
}
