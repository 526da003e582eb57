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
            let owner = try database.user(id: book.ownerID).username
            var mine: BorrowerEntry?
            var hold: HoldEntry?
            var ownersPickup: PickupLocation?
            var note: String?
            if let viewer {
                mine = try database.borrowerEntries(of: viewer).first { $0.book.id == bookID }
                hold = try database.holds(of: viewer).first { $0.hold.bookID == bookID }
                if viewer.id == book.ownerID {
                    ownersPickup = try database.requests(onBook: bookID, by: viewer)
                        .first { $0.request.status == .accepted }?.request.pickup
                    note = try database.privateNote(ofBook: bookID, by: viewer)
                }
            }
            let request = mine.map(\.request).flatMap { [.pending, .accepted].contains($0.status) ? $0 : nil }
            return BookPage(book: book, owner: owner, holder: try database.holder(ofBook: bookID, as: viewer),
                            edition: try database.edition(ofBook: bookID), photos: try database.photos(ofBook: bookID),
                            comments: try database.comments(onBook: bookID), viewerRequest: request,
                            viewerLoan: mine?.loan.flatMap { $0.isOpen ? $0 : nil }, viewerHold: hold,
                            pickup: request?.status == .accepted ? request?.pickup : ownersPickup, privateNote: note)
        }
    }
}
