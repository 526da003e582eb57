import ShelfScanErrors

/// Why a row of a list was skipped, with its line number (the line the row starts on).
///
/// ```swift
/// ListRowProblem.invalidISBN(line: 7, text: #"="9780441172718""#, reason: "check digit should be 9").description
/// // line 7: ISBN ="9780441172718": check digit should be 9
/// ```
public enum ListRowProblem: Error, Sendable, Hashable, CustomStringConvertible {
    /// The row's ISBN cells are all empty.
    case missingISBN(line: Int)
    /// No ISBN cell holds a valid ISBN; `text` is the first non-empty cell as the file has it.
    case invalidISBN(line: Int, text: String, reason: String)
    /// The row has a valid ISBN but no title.
    case missingTitle(line: Int, isbn: String)

    /// The 1-based number of the line the row starts on.
    public var line: Int {
        switch self {
        case let .missingISBN(line), let .invalidISBN(line, _, _), let .missingTitle(line, _): return line
        }
    }

    /// `line N: ` followed by what is wrong.
    public var description: String {
        switch self {
        case let .missingISBN(line): return "line \(line): no ISBN"
        case let .invalidISBN(line, text, reason): return "line \(line): ISBN \(text): \(reason)"
        case let .missingTitle(line, isbn): return "line \(line): \(isbn) has no title"
        }
    }
}

extension ListRowProblem: ShelfScanError {
    /// `listRow.` and what went wrong, e.g. `listRow.missingISBN`: stable, for programs to act on.
    public var code: String {
        switch self {
        case .missingISBN: return "listRow.missingISBN"
        case .invalidISBN: return "listRow.invalidISBN"
        case .missingTitle: return "listRow.missingTitle"
        }
    }
}
