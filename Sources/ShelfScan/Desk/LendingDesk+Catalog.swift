import CatalogKit
import Foundation
import LendingKit

extension LendingDesk {
    /// Adds a book whose ISBN is read from `source`, filling every field the owner did not type
    /// from `lookup` (the local catalogue, the cache, then the online services it allows), and
    /// storing the edition details with the book in one transaction. Without a `lookup`, or when
    /// a source could not be asked (offline, or it failed), the book is added with what is known
    /// and its lookup is owed: `completeLookups(of:with:)` finishes it later.
    ///
    /// With `coverFolder`, the cover the catalogue names is fetched (or taken from that folder,
    /// where covers are kept) and attached as a photo; a missing cover is no error.
    ///
    /// - Throws: `DeskError`: reading the input; `.titleMismatch` when the typed title is clearly
    ///   not the catalogue's for this ISBN (unless `force`); `.detailsUnknown` when no title or
    ///   author is known; `.lending` for what LendingKit refuses.
    ///
    /// ```swift
    /// let added = try await desk.addBook(from: .photo(path: "dune.jpg"), typed: TypedBookDetails(),
    ///                                    lookup: lookup, by: alice)
    /// ```
    public func addBook(from source: BookCodeSource, typed: TypedBookDetails, lookup: CatalogLookup?,
                        force: Bool = false, coverFolder: URL? = nil,
                        by owner: User) async throws(DeskError) -> CatalogedBook {
        let reading = try await reader.read(source, for: .adding)
        let isbn = try Self.onlyISBN(reading, source: source)
        let result = await lookup?.lookup(isbn)
        let details = try NewBookDetails(isbn: isbn, typed: typed, found: result?.metadata,
                                         lookupOwed: result?.refreshWorthwhile ?? true, force: force)
        let photos = reading.photo.map { [$0] } ?? []
        var cover: PhotoUpload?
        let coverID = result?.metadata?.coverID?.value
        if let lookup, let coverFolder, let coverID {
            cover = await coverUpload(coverID, lookup: lookup, folder: coverFolder)
        }
        let (added, coverRefused) = try await addBook(details, photos: photos, cover: cover, by: owner)
        if coverRefused, let lookup, let coverFolder, let coverID {
            // The next add of this book should not read the refused file again; a cache that
            // cannot be written costs only that.
            try? lookup.markCoverUnusable(id: coverID, folder: coverFolder)
        }
        let book = AddedBook(book: added.book, source: source, photo: photos.isEmpty ? nil : added.photos.first)
        return CatalogedBook(book: book, edition: details.edition, lookup: result,
                              cover: added.photos.count > photos.count ? added.photos.last : nil)
    }

    /// Stores the book with its photos and its cover in one transaction, so that the book is
    /// stored once or not at all. A cover the photo rules refuse (a service may send anything) is
    /// left out and the book stored without it, since a book without a cover is whole; the result
    /// says whether that happened.
    private func addBook(_ details: NewBookDetails, photos: [PhotoUpload], cover: PhotoUpload?,
                         by owner: User) async throws(DeskError) -> (BookWithPhotos, coverRefused: Bool) {
        do {
            return (try await database.addBook(details.draft, photos: photos + (cover.map { [$0] } ?? []),
                                               edition: details.edition, by: owner), false)
        } catch let .photoRefused(refusal) where cover != nil && refusal.source == cover?.name {
            let added = try await Self.lending { () async throws(LendingError) in
                try await database.addBook(details.draft, photos: photos, edition: details.edition, by: owner)
            }
            return (added, true)
        } catch {
            throw .lending(error)
        }
    }

    /// Cover `id`, fetched or taken from `folder`, where covers are kept; `nil` when the service
    /// has no image for it, cannot be reached, or the file cannot be read within the photo limit.
    private func coverUpload(_ id: Int, lookup: CatalogLookup, folder: URL) async -> PhotoUpload? {
        guard let path = try? await lookup.coverFile(id: id, folder: folder) else { return nil }
        return try? PhotoUpload(contentsOf: path, limit: database.photoRules.limits.maxBytes)
    }
}

extension LendingDesk {
    /// Asks `lookup` again for every book of `owner` whose lookup is owed (added offline, or when a
    /// source failed), all in one lookup so Open Library is asked for many at a time, and fills
    /// what each book lacks; what the owner typed is never replaced. A book whose lookup still
    /// cannot be done in full stays owed.
    ///
    /// ```swift
    /// let done = try await desk.completeLookups(of: alice, with: lookup)
    /// ```
    public func completeLookups(of owner: User, with lookup: CatalogLookup) async throws(DeskError) -> [CompletedLookup] {
        let books = try await Self.lending { () async throws(LendingError) in try await database.booksAwaitingLookup(of: owner) }
        let withISBN = books.compactMap { book in book.isbn.map { (book, $0) } }
        let results = await lookup.lookup(withISBN.map(\.1))
        let byISBN = Dictionary(results.map { ($0.isbn, $0) }, uniquingKeysWith: { first, _ in first })
        var completed: [CompletedLookup] = []
        for (book, isbn) in withISBN {
            let result = byISBN[isbn] ?? CatalogLookupResult(isbn: isbn)
            let fill = BookDetailsFill(found: result.metadata, lookupOwed: result.refreshWorthwhile)
            let filled = try await Self.lending { () async throws(LendingError) in
                try await database.completeLookup(ofBook: book.id, with: fill, by: owner)
            }
            completed.append(CompletedLookup(book: filled, lookup: result, stillOwed: result.refreshWorthwhile))
        }
        return completed
    }
}
