/// One line of an Open Library dump, read: an edition, a work, an author, or a record of a type
/// the catalogue does not keep.
///
/// ```swift
/// switch try OpenLibraryDumpLine.parse(line, lineNumber: number) {
/// case let .edition(edition): print(edition.title, edition.isbns)
/// case let .work(work): print(work.title ?? "untitled")
/// case let .author(author): print(author.name ?? author.key)
/// case let .skipped(type): print("not kept:", type)   // e.g. /type/redirect
/// }
/// ```
public enum OpenLibraryRecord: Sendable, Hashable, Codable {
    /// A published edition (`/type/edition`, key `/books/OL…M`), the record an ISBN points to.
    case edition(OpenLibraryEdition)
    /// A work (`/type/work`, key `/works/OL…W`): what the editions of one book share.
    case work(OpenLibraryWork)
    /// An author (`/type/author`, key `/authors/OL…A`).
    case author(OpenLibraryAuthor)
    /// A record of another type, such as `/type/redirect` or `/type/delete`, read no further.
    case skipped(type: String)
}
