import CatalogKit
import LendingKit

/// A book the desk added with details from the catalogue: the book, what the lookup found, and
/// the cover kept as a photo when one was asked for.
///
/// ```swift
/// let added = try await desk.addBook(from: .photo(path: "dune.jpg"), typed: TypedBookDetails(),
///                                    lookup: lookup, by: alice)
/// added.book.book.title            // "Dune"
/// added.lookup?.answered           // [.localCatalogue]
/// ```
public struct CatalogedBook: Sendable {
    /// The new book and the photo its ISBN was read from.
    public var book: AddedBook
    /// Its edition details as stored; `nil` when nothing was found or owed.
    public var edition: BookEdition?
    /// What the lookup found and which sources failed; `nil` when there was no catalogue to ask.
    public var lookup: CatalogLookupResult?
    /// The cover fetched and kept as a photo, if one was asked for and found.
    public var cover: Photo?

    /// A result of the given parts.
    public init(book: AddedBook, edition: BookEdition?, lookup: CatalogLookupResult?, cover: Photo? = nil) {
        self.book = book
        self.edition = edition
        self.lookup = lookup
        self.cover = cover
    }
}
