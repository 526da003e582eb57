/// The kind of book list a CSV file is, told by its header row.
///
/// ```swift
/// ListFormat.goodreads.description   // "Goodreads export"
/// ```
public enum ListFormat: String, Sendable, Hashable, Codable, CaseIterable, CustomStringConvertible {
    /// Goodreads' library export (`Book Id, Title, Author, …, ISBN, ISBN13, …`).
    case goodreads
    /// LibraryThing's export, comma or tab separated (`Book Id, Title, …, Primary Author, …, ISBNs, …`).
    case libraryThing
    /// A list of one's own: `isbn, title, author` and more known columns, or no header at all.
    case plain

    /// The format's name for people.
    public var description: String {
        switch self {
        case .goodreads: return "Goodreads export"
        case .libraryThing: return "LibraryThing export"
        case .plain: return "plain list"
        }
    }

    /// The header a file of this format has, as its error message shows it.
    var expectedHeader: String {
        switch self {
        case .goodreads: return "Book Id, Title, Author, Additional Authors, ISBN, ISBN13, Publisher, Number of Pages, Year Published, …"
        case .libraryThing: return "Book Id, Title, Primary Author, Secondary Author, Publication, Date, Page Count, ISBN, ISBNs, …"
        case .plain:
            return "isbn, title and any of " + ListLayout.plainOptionalColumns.joined(separator: ", ")
                + " (or no header, when the first cell is an ISBN: isbn, title, author)"
        }
    }
}
