import Foundation

extension ListLayout {
    /// A row of a LibraryThing export: the ISBN cell (`[0441172717]`) preferred to the ISBNs
    /// cell, names turned from `Herbert, Frank` into `Frank Herbert`, secondary authors kept when
    /// their role is author (not translator or illustrator), the publisher taken from the
    /// publication (`Ace (1990), Edition: Reissue, …`).
    func libraryThingRow(_ record: CSVRecord) -> ListRow {
        let isbnCell = cell("isbn", in: record)
        let otherCells = cell("isbns", in: record)
        let isbns = [ListRow.ISBNCell(cell: isbnCell, text: Self.unbracketed(isbnCell))]
            + Self.unbracketed(otherCells).split(separator: ",").map { ListRow.ISBNCell(cell: otherCells, text: String($0)) }
        let publication = cell("publication", in: record)
        return ListRow(line: record.line, isbns: isbns, title: ListCell.text(cell("title", in: record)),
                       authors: ListCell.names(authors(record).map(Self.firstLast)),
                       publisher: ListCell.text(Self.publisher(ofPublication: publication)),
                       published: ListCell.date(cell("date", in: record)) ?? Self.year(ofPublication: publication),
                       pages: ListCell.number(cell("page count", in: record)))
    }

    /// The primary author, then the secondary authors whose role (in the same place of the
    /// `|`-separated roles) is empty or an author's.
    private func authors(_ record: CSVRecord) -> [String] {
        let secondary = cell("secondary author", in: record).split(separator: "|", omittingEmptySubsequences: false)
        let roles = cell("secondary author roles", in: record).split(separator: "|", omittingEmptySubsequences: false)
        let kept = secondary.enumerated().filter { index, _ in
            index >= roles.count || roles[index].trimmingCharacters(in: .whitespaces).isEmpty
                || roles[index].lowercased().contains("author")
        }
        return [cell("primary author", in: record)] + kept.map { String($0.element) }
    }

    /// `Frank Herbert` from `Herbert, Frank`, `Martin Luther King Jr.` from `King, Martin Luther, Jr.`;
    /// a name without a comma stays as it is.
    static func firstLast(_ name: String) -> String {
        let parts = name.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
        switch parts.count {
        case 2: return "\(parts[1]) \(parts[0])"
        case 3: return "\(parts[1]) \(parts[0]) \(parts[2])"
        default: return name
        }
    }

    /// `0441172717` from `[0441172717]`.
    static func unbracketed(_ cell: String) -> String {
        cell.trimmingCharacters(in: CharacterSet(charactersIn: "[] "))
    }

    /// `Ace` from `Ace (1990), Edition: Reissue, Mass Market Paperback, 535 pages`: what comes
    /// before the year in parentheses, or else before the first comma.
    static func publisher(ofPublication publication: String) -> String {
        let end = publication.firstIndex(of: "(") ?? publication.firstIndex(of: ",") ?? publication.endIndex
        return String(publication[..<end])
    }

    /// The year in the publication's parentheses, for a row whose date cell is empty.
    private static func year(ofPublication publication: String) -> PublicationDate? {
        guard let open = publication.firstIndex(of: "("), let close = publication[open...].firstIndex(of: ")") else {
            return nil
        }
        return ListCell.date(String(publication[publication.index(after: open)..<close]))
    }
}
