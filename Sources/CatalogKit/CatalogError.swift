import ISBNKit
import ShelfScanErrors

/// Why metadata could not be had or was refused, naming the ISBN and the source.
///
/// ```swift
/// CatalogError.otherEdition(scanned: isbn, found: ["9780441013593"], source: "Open Library").description
/// // Open Library: the record found for 9780441172719 is of another edition (ISBN 9780441013593)
/// ```
public enum CatalogError: Error, Sendable, Equatable, CustomStringConvertible {
    /// A record whose own identifiers do not include the scanned ISBN: another edition, refused.
    case otherEdition(scanned: ISBN, found: [String], source: String)

    /// What went wrong, naming the source and the ISBN.
    public var description: String {
        switch self {
        case let .otherEdition(scanned, found, source):
            let list = found.isEmpty ? "it lists no ISBN" : "ISBN " + found.joined(separator: ", ")
            return "\(source): the record found for \(scanned.isbn13) is of another edition (\(list))"
        }
    }
}

extension CatalogError: ShelfScanError {
    /// `catalog.` and what went wrong, e.g. `catalog.otherEdition`: stable, for programs to act on.
    public var code: String {
        switch self {
        case .otherEdition: return "catalog.otherEdition"
        }
    }
}
