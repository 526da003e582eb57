import ShelfScanErrors

/// A list file could not be imported: unreadable, of a form not understood, or the catalogue not
/// writable. Rows with a bad ISBN or no title are not errors: they are skipped and reported in
/// `ListImportSummary.problems`.
///
/// ```swift
/// ListImportError.unterminatedQuote(path: "books.csv", line: 41).description
/// // books.csv: the quote opened on line 41 is never closed
/// ```
public enum ListImportError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The file could not be opened or read (or its gzip data is broken).
    case unreadable(path: String, reason: String)
    /// The file holds no record at all.
    case empty(path: String)
    /// The file is UTF-16 text, which the import does not read.
    case utf16(path: String)
    /// The header row is none of the forms understood; `columns` is what it holds.
    case unknownHeader(path: String, columns: [String])
    /// A quoted field starting in the record on `line` runs to the end of the file.
    case unterminatedQuote(path: String, line: Int)
    /// The record starting on `line` is longer than `limit` bytes: a quote that is never closed.
    case recordTooLong(path: String, line: Int, limit: Int)
    /// The catalogue could not be written.
    case store(CatalogStoreError)

    /// The file, what was wrong and where.
    public var description: String {
        switch self {
        case let .unreadable(path, reason):
            return "\(path): \(reason)"
        case let .empty(path):
            return "\(path): the file holds no rows"
        case let .utf16(path):
            return "\(path): the file is UTF-16 text; save it as UTF-8"
        case let .unknownHeader(path, columns):
            let forms = ListFormat.allCases.map { "  \($0.description): \($0.expectedHeader)" }
            return "\(path): a header with columns \(columns.joined(separator: ", ")) is not a list this import reads; "
                + "it reads:\n" + forms.joined(separator: "\n")
        case let .unterminatedQuote(path, line):
            return "\(path): the quote opened on line \(line) is never closed"
        case let .recordTooLong(path, line, limit):
            return "\(path): the record starting on line \(line) is longer than \(limit) bytes (a quote never closed?)"
        case let .store(error):
            return error.description
        }
    }
}

extension ListImportError: ShelfScanError {
    /// `listImport.` and what went wrong, e.g. `listImport.unreadable`: stable, for programs to act on.
    public var code: String {
        switch self {
        case .unreadable: return "listImport.unreadable"
        case .empty: return "listImport.empty"
        case .utf16: return "listImport.utf16"
        case .unknownHeader: return "listImport.unknownHeader"
        case .unterminatedQuote: return "listImport.unterminatedQuote"
        case .recordTooLong: return "listImport.recordTooLong"
        case .store: return "listImport.store"
        }
    }
}
