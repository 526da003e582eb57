import Foundation
import ISBNKit

/// How a list file is laid out: its format, whether its first record is a header, and which
/// column holds what. Column names are matched trimmed and in any letter case.
struct ListLayout {
    /// The columns a plain list may have besides `isbn` and `title`.
    static let plainOptionalColumns = ["subtitle", "author", "authors", "publisher", "year", "published", "pages"]

    /// The kind of list.
    let format: ListFormat
    /// Whether the first record names the columns (a plain list may start with its first book).
    let hasHeader: Bool
    /// Each column's position, by its lowercased name.
    private let columns: [String: Int]

    /// The layout the first record of the file at `path` shows; a header of no known form is an
    /// error listing its columns.
    init(firstRecord: CSVRecord, path: String) throws(ListImportError) {
        let names = firstRecord.fields.map { $0.trimmingCharacters(in: .whitespacesAndNewlines).lowercased() }
        if let format = Self.format(ofHeader: Set(names.filter { !$0.isEmpty })) {
            self.format = format
            hasHeader = true
            columns = Dictionary(names.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
        } else if let first = firstRecord.fields.first, ISBN(first.trimmingCharacters(in: .whitespaces)) != nil {
            format = .plain
            hasHeader = false
            columns = ["isbn": 0, "title": 1, "author": 2]
        } else {
            let found = firstRecord.fields.compactMap(ListCell.text)
            throw .unknownHeader(path: path, columns: found)
        }
    }

    /// The format whose columns `names` (lowercased) are; `nil` for none.
    private static func format(ofHeader names: Set<String>) -> ListFormat? {
        if names.isSuperset(of: ["book id", "title", "author", "isbn", "isbn13"]) { return .goodreads }
        if names.isSuperset(of: ["title", "primary author"]), !names.isDisjoint(with: ["isbn", "isbns"]) {
            return .libraryThing
        }
        if names.isSuperset(of: ["isbn", "title"]),
           names.isSubset(of: Set(["isbn", "title"] + plainOptionalColumns)) { return .plain }
        return nil
    }

    /// The text of column `name` in `record`, trimmed; empty when the file has no such column or
    /// the row stops short of it.
    func cell(_ name: String, in record: CSVRecord) -> String {
        guard let index = columns[name], index < record.fields.count else { return "" }
        return record.fields[index].trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// What `record` says about its book, read the way its format writes it.
    func row(from record: CSVRecord) -> ListRow {
        switch format {
        case .goodreads: return goodreadsRow(record)
        case .libraryThing: return libraryThingRow(record)
        case .plain: return plainRow(record)
        }
    }
}
