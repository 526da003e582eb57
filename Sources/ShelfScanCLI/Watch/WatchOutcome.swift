import ShelfScan

/// What the desk made of one confirmed code.
enum WatchOutcome {
    /// A handover, receiving or return scan.
    case scanned(DeskScan)
    /// A book added with the catalogue's details.
    case added(Book)
}

/// Why the desk action on a confirmed code failed; the watch prints it and goes on.
enum WatchActionError: Error, CustomStringConvertible {
    /// The desk refused the scan or the book.
    case desk(DeskError)
    /// The code is not an ISBN, so there is nothing to look up.
    case notAnISBN(gtin13: String)
    /// The local catalogue has no edition with this ISBN, or none with a title and an author.
    case notCataloged(isbn13: String)
    /// The catalogue could not be read.
    case catalog(CatalogStoreError)

    var description: String {
        switch self {
        case let .desk(error): return CommandHint.message(for: error)
        case let .notAnISBN(gtin13): return "\(gtin13) is not an ISBN; only books are added"
        case let .notCataloged(isbn13):
            return "\(isbn13): no title and author in the local catalogue; add it with "
                + "`shelfscan book add --isbn \(isbn13) --title ... --author ...`"
        case let .catalog(error): return error.description
        }
    }
}
