import LendingKit

extension LendingDesk {
    /// The page of book `bookID` as `viewer` may see it (`nil` for someone not signed in): the
    /// one place that gathers a book's page, for the command line and a web service alike.
    ///
    /// ```swift
    /// let page = try desk.bookPage(7, as: bob)
    /// ```
    public func bookPage(_ bookID: Int64, as viewer: User?) throws(DeskError) -> BookPage {
        try Self.lending { () throws(LendingError) in
            let book = try database.book(bookID)
            var viewers = ViewersPart()
            if let viewer {
                viewers.entry = try database.borrowerEntries(of: viewer).first { $0.book.id == bookID }
                viewers.hold = try database.holds(of: viewer).first { $0.hold.bookID == bookID }
                if viewer.id == book.ownerID {
                    viewers.ownersPickup = try database.requests(onBook: bookID, by: viewer)
                        .first { $0.request.status == .accepted }?.request.pickup
                    viewers.note = try database.privateNote(ofBook: bookID, by: viewer)
                }
            }
            return viewers.page(of: book, owner: try database.user(id: book.ownerID).username,
                                holder: try database.holder(ofBook: bookID, as: viewer),
                                edition: try database.edition(ofBook: bookID), photos: try database.photos(ofBook: bookID),
                                comments: try database.comments(onBook: bookID))
        }
    }

    /// The `async` form of `bookPage(_:as:)`.
    public func bookPage(_ bookID: Int64, as viewer: User?) async throws(DeskError) -> BookPage {
        try await Self.lending { () async throws(LendingError) in
            let book = try await database.book(bookID)
            var viewers = ViewersPart()
            if let viewer {
                viewers.entry = try await database.borrowerEntries(of: viewer).first { $0.book.id == bookID }
                viewers.hold = try await database.holds(of: viewer).first { $0.hold.bookID == bookID }
                if viewer.id == book.ownerID {
                    viewers.ownersPickup = try await database.requests(onBook: bookID, by: viewer)
                        .first { $0.request.status == .accepted }?.request.pickup
                    viewers.note = try await database.privateNote(ofBook: bookID, by: viewer)
                }
            }
            return viewers.page(of: book, owner: try await database.user(id: book.ownerID).username,
                                holder: try await database.holder(ofBook: bookID, as: viewer),
                                edition: try await database.edition(ofBook: bookID),
                                photos: try await database.photos(ofBook: bookID),
                                comments: try await database.comments(onBook: bookID))
        }
    }
}

/// What a book page shows only to its viewer: their request, loan and hold, and for the owner
/// the accepted pickup place and their private note.
private struct ViewersPart {
    var entry: BorrowerEntry?
    var hold: HoldEntry?
    var ownersPickup: PickupLocation?
    var note: String?

    /// The page of `book` with these parts: the viewer's request only while it is open, the
    /// pickup place for the two parties of an accepted request.
    func page(of book: Book, owner: String, holder: BookHolder?, edition: BookEdition?, photos: [Photo],
              comments: [BookComment]) -> BookPage {
        let request = entry.map(\.request).flatMap { [.pending, .accepted].contains($0.status) ? $0 : nil }
        return BookPage(book: book, owner: owner, holder: holder, edition: edition, photos: photos, comments: comments,
                        viewerRequest: request, viewerLoan: entry?.loan.flatMap { $0.isOpen ? $0 : nil }, viewerHold: hold,
                        pickup: request?.status == .accepted ? request?.pickup : ownersPickup, privateNote: note)
    }
}
