import Foundation

extension ListLayout {
    /// A row of a Goodreads export: the ISBN-13 preferred to the ISBN-10, the series taken off the
    /// title, the author followed by the additional authors (separated by commas).
    func goodreadsRow(_ record: CSVRecord) -> ListRow {
        let isbns = ["isbn13", "isbn"].map { name in
            let text = cell(name, in: record)
            return ListRow.ISBNCell(cell: text, text: Self.formulaText(text))
        }
        let authors = [cell("author", in: record)] + cell("additional authors", in: record).split(separator: ",").map(String.init)
        return ListRow(line: record.line, isbns: isbns, title: ListCell.text(Self.withoutSeries(cell("title", in: record))),
                       authors: ListCell.names(authors), publisher: ListCell.text(cell("publisher", in: record)),
                       published: ListCell.date(cell("year published", in: record)),
                       pages: ListCell.number(cell("number of pages", in: record)))
    }

    /// `0441172717` from `="0441172717"`: Goodreads writes ISBNs as spreadsheet formulas so that a
    /// spreadsheet keeps their leading zeros (`=""` when there is none).
    static func formulaText(_ cell: String) -> String {
        guard cell.hasPrefix("=") else { return cell }
        return String(cell.dropFirst().trimmingCharacters(in: .whitespaces).trimmingCharacters(in: ["\""]))
    }

    /// `Dune` from `Dune (Dune, #1)`: the series Goodreads appends in parentheses, ending with a
    /// number after `#` (`#1`, `#2.5`, `#1-3`); other parentheses stay.
    static func withoutSeries(_ title: String) -> String {
        guard title.hasSuffix(")"), let open = title.lastIndex(of: "(") else { return title }
        let inside = title[title.index(after: open)..<title.index(before: title.endIndex)]
        guard let hash = inside.lastIndex(of: "#"), inside[inside.index(after: hash)...].first?.isNumber == true,
              inside[..<hash].contains(where: { $0.isLetter || $0.isNumber }) else { return title }
        let rest = title[..<open].trimmingCharacters(in: .whitespaces)
        return rest.isEmpty ? title : rest
    }
}
