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
        try write { db in
            let tx = LendingTransaction(db: db, actor: borrower)
            let book = try tx.book(bookID)
            try tx.require(book.ownerID != borrower.id, "request book \(bookID) (it is their own)")
            guard book.status.isRequestable else {
                throw LendingError.bookNotAvailable(bookID: bookID, status: book.status, action: "request book \(bookID)")
            }
            if let open = try Int64.fetchOne(db, sql: """
                SELECT id FROM bookRequest WHERE bookID = ? AND borrowerID = ? AND status IN ('pending', 'accepted')
                """, arguments: [bookID, borrower.id]) {
                throw LendingError.alreadyRequested(bookID: bookID, requestID: open)
            }
            let request = try db.insertReturning(BookRequest.self, sql: """
                INSERT INTO bookRequest (bookID, borrowerID, status, createdAt, updatedAt)
                VALUES (?, ?, 'pending', ?, ?) RETURNING *
                """, arguments: [bookID, borrower.id, tx.now, tx.now])
            let status = try tx.refreshStatus(ofBook: bookID)
            try tx.log(.requested, bookID: bookID, requestID: request.id, before: "book \(status.before.rawValue)",
                       after: requestState(.pending, status.after))
            try tx.notify(book.ownerID, .requestReceived,
                          "\(borrower.username) asked for \"\(book.title)\" (book \(bookID), request \(request.id))",
                          bookID: bookID, requestID: request.id)
            return request
        }
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
        try write { db in
            let tx = LendingTransaction(db: db, actor: owner)
            let parties = try tx.request(id)
            try tx.require(parties.owner.id == owner.id, "accept request \(id) (only the book's owner may)")
            try Self.requireStatus(parties.request, in: [.pending], action: "accept request \(id)")
            let bookBefore = parties.book.status
            let others = try Int64.fetchAll(db, sql: """
                SELECT id FROM bookRequest WHERE bookID = ? AND status = 'pending' AND id <> ?
                """, arguments: [parties.book.id, id])
            for other in others {
                try Self.close(try tx.request(other), as: .declined, tx: tx,
                               notice: "\(owner.username) lent \(parties.bookLabel) to someone else")
            }
            try db.execute(sql: """
                UPDATE bookRequest SET status = 'accepted', pickupLatitude = ?, pickupLongitude = ?,
                    pickupAddress = ?, pickupComment = ?, updatedAt = ?
                WHERE id = ?
                """, arguments: [pickup.latitude, pickup.longitude, pickup.address, pickup.comment, tx.now, id])
            let status = try tx.refreshStatus(ofBook: parties.book.id)
            try tx.log(.accepted, bookID: parties.book.id, requestID: id, before: requestState(.pending, bookBefore),
                       after: requestState(.accepted, status.after))
            try tx.notify(parties.borrower.id, .requestAccepted,
                          "\(owner.username) accepted your request for \(parties.bookLabel); pick it up at "
                              + Self.describe(pickup), bookID: parties.book.id, requestID: id)
            return try tx.request(id).request
        }
    }

    /// The owner turns down a pending or accepted (not yet handed over) request.
    ///
    /// ```swift
    /// try db.decline(request: request.id, by: alice).status   // .declined
    /// ```
    @discardableResult
    public func decline(request id: Int64, by owner: User) throws(LendingError) -> BookRequest {
        try write { db in
            let tx = LendingTransaction(db: db, actor: owner)
            let parties = try tx.request(id)
            try tx.require(parties.owner.id == owner.id, "decline request \(id) (only the book's owner may)")
            try Self.requireStatus(parties.request, in: [.pending, .accepted], action: "decline request \(id)")
            try Self.close(parties, as: .declined, tx: tx,
                           notice: "\(owner.username) declined your request for \(parties.bookLabel)")
            return try tx.request(id).request
        }
    }

    /// The borrower withdraws their pending or accepted (not yet handed over) request.
    ///
    /// ```swift
    /// try db.cancel(request: request.id, by: bob).status   // .cancelled
    /// ```
    @discardableResult
    public func cancel(request id: Int64, by borrower: User) throws(LendingError) -> BookRequest {
        try write { db in
            let tx = LendingTransaction(db: db, actor: borrower)
            let parties = try tx.request(id)
            try tx.require(parties.borrower.id == borrower.id, "cancel request \(id) (only the requester may)")
            try Self.requireStatus(parties.request, in: [.pending, .accepted], action: "cancel request \(id)")
            try Self.close(parties, as: .cancelled, tx: tx,
                           notice: "\(borrower.username) cancelled their request for \(parties.bookLabel)")
            return try tx.request(id).request
        }
    }

    /// The owner moves the pickup of an accepted request; the borrower is told.
    ///
    /// ```swift
    /// try db.setPickup(of: request.id, to: otherSpot, by: alice)
    /// ```
    @discardableResult
    public func setPickup(of id: Int64, to pickup: PickupLocation, by owner: User) throws(LendingError) -> BookRequest {
        try write { db in
            let tx = LendingTransaction(db: db, actor: owner)
            let parties = try tx.request(id)
            try tx.require(parties.owner.id == owner.id, "set the pickup of request \(id) (only the book's owner may)")
            try Self.requireStatus(parties.request, in: [.accepted], action: "set the pickup of request \(id)")
            try db.execute(sql: """
                UPDATE bookRequest SET pickupLatitude = ?, pickupLongitude = ?, pickupAddress = ?, pickupComment = ?,
                    updatedAt = ?
                WHERE id = ?
                """, arguments: [pickup.latitude, pickup.longitude, pickup.address, pickup.comment, tx.now, id])
            try tx.log(.pickupChanged, bookID: parties.book.id, requestID: id,
                       before: parties.request.pickup.map(Self.describe), after: Self.describe(pickup))
            try tx.notify(parties.borrower.id, .pickupChanged,
                          "\(owner.username) moved the pickup of \(parties.bookLabel) to \(Self.describe(pickup))",
                          bookID: parties.book.id, requestID: id)
            return try tx.request(id).request
        }
    }

    /// Ends an open request as `declined` or `cancelled`, telling the other side, and clears any
    /// handover scan already made for it.
    private static func close(_ parties: RequestParties, as status: RequestStatus, tx: LendingTransaction,
                              notice: String) throws {
        let request = parties.request
        let bookBefore = try tx.book(parties.book.id).status
        try tx.db.execute(sql: """
            UPDATE bookRequest SET status = ?, ownerScannedAt = NULL, borrowerScannedAt = NULL, updatedAt = ?
            WHERE id = ?
            """, arguments: [status, tx.now, request.id])
        let after = try tx.refreshStatus(ofBook: parties.book.id).after
        try tx.log(status == .cancelled ? .cancelled : .declined, bookID: parties.book.id, requestID: request.id,
                   before: requestState(request.status, bookBefore), after: requestState(status, after))
        let recipient = status == .cancelled ? parties.owner.id : parties.borrower.id
        try tx.notify(recipient, status == .cancelled ? .requestCancelled : .requestDeclined, notice,
                      bookID: parties.book.id, requestID: request.id)
    }

    /// `.requestClosed` unless the request's status is one of `allowed`.
    static func requireStatus(_ request: BookRequest, in allowed: Set<RequestStatus>, action: String) throws {
        guard allowed.contains(request.status) else {
            throw LendingError.requestClosed(requestID: request.id, status: request.status, action: action)
        }
    }

    /// `Alexanderplatz 1 (52.52, 13.405): after 5 pm`, for inbox texts and the log.
    static func describe(_ pickup: PickupLocation) -> String {
        let place = pickup.address.isEmpty ? "" : pickup.address + " "
        return place + "(\(pickup.latitude), \(pickup.longitude))" + (pickup.comment.map { ": \($0)" } ?? "")
    }
}
