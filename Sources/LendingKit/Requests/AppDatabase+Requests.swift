import GRDB

extension AppDatabase {
    /// `borrower` asks for a book that is `available` or `requested`; the owner is notified.
    ///
    /// Throws `.notAllowed` for one's own book, `.bookNotAvailable` for an accepted or borrowed book,
    /// and `.alreadyRequested` when the borrower already has an open request on it.
    ///
    /// ```swift
    /// let request = try db.requestBook(book.id, by: bob)
    /// request.status   // .pending
    /// ```
    @discardableResult
    public func requestBook(_ bookID: Int64, by borrower: User) throws(LendingError) -> BookRequest {
        try write(by: borrower) { tx in try tx.requestBook(bookID) }
    }

    /// The `async` form of `requestBook(_:by:)`.
    @discardableResult
    public func requestBook(_ bookID: Int64, by borrower: User) async throws(LendingError) -> BookRequest {
        try await write(by: borrower) { tx in try tx.requestBook(bookID) }
    }

    /// The owner accepts a pending request, giving the pickup location; every other pending request
    /// on the book is declined, and each borrower is told.
    ///
    /// ```swift
    /// let spot = try PickupLocation(latitude: 52.52, longitude: 13.405, address: "Alexanderplatz 1")
    /// try db.accept(request: request.id, pickup: spot, by: alice).status   // .accepted
    /// ```
    @discardableResult
    public func accept(request id: Int64, pickup: PickupLocation, by owner: User) throws(LendingError) -> BookRequest {
        try write(by: owner) { tx in try tx.accept(request: id, pickup: pickup) }
    }

    /// The `async` form of `accept(request:pickup:by:)`.
    @discardableResult
    public func accept(request id: Int64, pickup: PickupLocation,
                       by owner: User) async throws(LendingError) -> BookRequest {
        try await write(by: owner) { tx in try tx.accept(request: id, pickup: pickup) }
    }

    /// The owner turns down a pending or accepted (not yet handed over) request.
    ///
    /// ```swift
    /// try db.decline(request: request.id, by: alice).status   // .declined
    /// ```
    @discardableResult
    public func decline(request id: Int64, by owner: User) throws(LendingError) -> BookRequest {
        try write(by: owner) { tx in try tx.decline(request: id) }
    }

    /// The `async` form of `decline(request:by:)`.
    @discardableResult
    public func decline(request id: Int64, by owner: User) async throws(LendingError) -> BookRequest {
        try await write(by: owner) { tx in try tx.decline(request: id) }
    }

    /// The borrower withdraws their pending or accepted (not yet handed over) request.
    ///
    /// ```swift
    /// try db.cancel(request: request.id, by: bob).status   // .cancelled
    /// ```
    @discardableResult
    public func cancel(request id: Int64, by borrower: User) throws(LendingError) -> BookRequest {
        try write(by: borrower) { tx in try tx.cancel(request: id) }
    }

    /// The `async` form of `cancel(request:by:)`.
    @discardableResult
    public func cancel(request id: Int64, by borrower: User) async throws(LendingError) -> BookRequest {
        try await write(by: borrower) { tx in try tx.cancel(request: id) }
    }

    /// The owner moves the pickup of an accepted request; the borrower is told.
    ///
    /// ```swift
    /// try db.setPickup(of: request.id, to: otherSpot, by: alice)
    /// ```
    @discardableResult
    public func setPickup(of id: Int64, to pickup: PickupLocation, by owner: User) throws(LendingError) -> BookRequest {
        try write(by: owner) { tx in try tx.setPickup(of: id, to: pickup) }
    }

    /// The `async` form of `setPickup(of:to:by:)`.
    @discardableResult
    public func setPickup(of id: Int64, to pickup: PickupLocation,
                          by owner: User) async throws(LendingError) -> BookRequest {
        try await write(by: owner) { tx in try tx.setPickup(of: id, to: pickup) }
    }
}
