import ShelfScanErrors

/// Why a line of an Open Library dump could not be read, with its line number.
///
/// Values taken from the line are kept as short excerpts with control characters shown as `?`,
/// so that a message about a broken multi-megabyte line stays readable on a terminal.
///
/// ```swift
/// do {
///     _ = try OpenLibraryDumpLine.parse("/type/edition\t/books/OL1M\t1", lineNumber: 7)
/// } catch {
///     print(error)   // line 7: 3 tab-separated fields, expected 5 (type, key, revision, last_modified, JSON)
/// }
/// ```
public enum OpenLibraryDumpError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The line does not have the five tab-separated columns of a dump.
    case wrongFieldCount(lineNumber: Int, found: Int)
    /// The revision column is not a whole number of at least 0.
    case invalidRevision(lineNumber: Int, revision: String)
    /// The JSON column is not valid JSON (`excerpt` is its start).
    case malformedJSON(lineNumber: Int, excerpt: String)
    /// The JSON column is valid JSON but not an object.
    case notAnObject(lineNumber: Int, excerpt: String)
    /// The type column and the JSON's `type.key` differ (`json` is `nil` when the JSON has none).
    case typeMismatch(lineNumber: Int, column: String, json: String?)
    /// The JSON has no `key` string.
    case missingKey(lineNumber: Int, type: String)
    /// The key column and the JSON's `key` differ.
    case keyMismatch(lineNumber: Int, column: String, json: String)
    /// The key is not of the form this type of record has, e.g. `/books/OL1M` for an edition.
    case invalidKey(lineNumber: Int, key: String, expectedPrefix: String)
    /// An edition without a title, which the catalogue cannot show.
    case missingTitle(lineNumber: Int, key: String)

    /// The 1-based number of the line in its dump file.
    public var lineNumber: Int {
        switch self {
        case let .wrongFieldCount(line, _), let .invalidRevision(line, _), let .malformedJSON(line, _),
             let .notAnObject(line, _), let .typeMismatch(line, _, _), let .missingKey(line, _),
             let .keyMismatch(line, _, _), let .invalidKey(line, _, _), let .missingTitle(line, _):
            return line
        }
    }

    /// `line N: ` followed by what is wrong.
    public var description: String {
        "line \(lineNumber): \(reason)"
    }

    /// What is wrong, without the line number.
    public var reason: String {
        switch self {
        case let .wrongFieldCount(_, found):
            let fields = found == 1 ? "field" : "fields"
            return "\(found) tab-separated \(fields), expected 5 (type, key, revision, last_modified, JSON)"
        case let .invalidRevision(_, revision):
            return "revision \"\(revision)\" is not a whole number"
        case let .malformedJSON(_, excerpt):
            return "the JSON column is not valid JSON: \(excerpt)"
        case let .notAnObject(_, excerpt):
            return "the JSON column is not an object: \(excerpt)"
        case let .typeMismatch(_, column, json):
            return "the type column says \(column) but the JSON's type is \(json ?? "missing")"
        case let .missingKey(_, type):
            return "the \(type) record has no key"
        case let .keyMismatch(_, column, json):
            return "the key column says \(column) but the JSON's key is \(json)"
        case let .invalidKey(_, key, expectedPrefix):
            return "key \"\(key)\" is not of the form \(expectedPrefix)OL…"
        case let .missingTitle(_, key):
            return "edition \(key) has no title"
        }
    }
}

extension OpenLibraryDumpError: ShelfScanError {
    /// `dumpLine.` and what went wrong, e.g. `dumpLine.wrongFieldCount`: stable, for programs to act on.
    public var code: String {
        switch self {
        case .wrongFieldCount: return "dumpLine.wrongFieldCount"
        case .invalidRevision: return "dumpLine.invalidRevision"
        case .malformedJSON: return "dumpLine.malformedJSON"
        case .notAnObject: return "dumpLine.notAnObject"
        case .typeMismatch: return "dumpLine.typeMismatch"
        case .missingKey: return "dumpLine.missingKey"
        case .keyMismatch: return "dumpLine.keyMismatch"
        case .invalidKey: return "dumpLine.invalidKey"
        case .missingTitle: return "dumpLine.missingTitle"
        }
    }
}
