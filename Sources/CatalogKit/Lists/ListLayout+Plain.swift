extension ListLayout {
    /// A row of a plain list. `author` and `authors` may each hold several names separated by
    /// `;`; `published` (or else `year`) is a date as `PublicationDate(parsing:)` reads it.
    func plainRow(_ record: CSVRecord) -> ListRow {
        let isbn = cell("isbn", in: record)
        let authors = ["author", "authors"].flatMap { cell($0, in: record).split(separator: ";") }
        return ListRow(line: record.line, isbns: [ListRow.ISBNCell(cell: isbn, text: isbn)],
                       title: ListCell.text(cell("title", in: record)),
                       subtitle: ListCell.text(cell("subtitle", in: record)), authors: ListCell.names(authors),
                       publisher: ListCell.text(cell("publisher", in: record)),
                       published: ListCell.date(cell("published", in: record)) ?? ListCell.date(cell("year", in: record)),
                       pages: ListCell.number(cell("pages", in: record)))
    }
}
