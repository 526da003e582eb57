/// What a file given to `shelfscan catalog import` holds: an Open Library dump, or a CSV list
/// (Goodreads, LibraryThing, plain), told by its first line whatever its name or compression.
///
/// ```swift
/// try CatalogFileKind(ofFileAt: "ol_dump_editions.txt.gz")   // .openLibraryDump
/// try CatalogFileKind(ofFileAt: "goodreads_library_export.csv")   // .list
/// ```
public enum CatalogFileKind: Sendable, Equatable {
    /// Tab-separated dump lines, each starting with its record type (`/type/edition`, …).
    case openLibraryDump
    /// A CSV or tab-separated list with a header row, or rows starting with an ISBN.
    case list

    /// The kind of the file at `path`; `.unreadable` when it cannot be opened or inflated.
    public init(ofFileAt path: String) throws(DumpImportError) {
        let first: ArraySlice<UInt8>?
        do {
            first = try FileCompression.lines(ofFileAt: path, from: 0).next()
        } catch {
            throw .unreadable(path: path, reason: error.reason)
        }
        self = first?.starts(with: Array("/type/".utf8)) == true ? .openLibraryDump : .list
    }
}
