import GRDB

extension LendingTransaction {
    /// The acting user asks for book `bookID`.
    func requestBook(_ bookID: Int64) throws -> BookRequest {
        let book = try book(bookID)
        try require(book.ownerID != actor.id, "request book \(bookID) (it is their own)")
        if book.isReference {
            throw CirculationError.refused(action: "request book \(bookID)", .referenceBook(title: book.title))
        }
        try requireBorrowingAllowed(from: book.ownerID, policy: try LendingPolicy.fetch(ownerID: book.ownerID, db),
                                    bookID: bookID, title: book.title, action: "request book \(bookID)")
        guard book.status.isRequestable else {
            throw LendingError.bookNotAvailable(bookID: bookID, status: book.status, action: "request book \(bookID)")
        }
        if let open = try Int64.fetchOne(db.cachedStatement(sql: Self.openRequestSQL), arguments: [bookID, actor.id]) {
            throw LendingError.alreadyRequested(bookID: bookID, requestID: open)
        }
        let request = try db.writeReturning(BookRequest.self, sql: Self.insertRequestSQL,
                                            arguments: [bookID, actor.id, now, now])
        let status = try refreshStatus(ofBook: bookID)
        try log(.requested, bookID: bookID, requestID: request.id, before: "book \(status.before.rawValue)",
                after: requestState(.pending, status.after))
        try notify(book.ownerID, .requestReceived,
                   "\(actor.username) asked for \"\(book.title)\" (book \(bookID), request \(request.id))",
                   bookID: bookID, requestID: request.id)
        return request
    }

    /// The acting user, the owner, accepts request `id` with `pickup`, declining the book's others:
    /// their requesters are told the book was promised to someone else, as it is not lent until
    /// both handover scans.
    func accept(request id: Int64, pickup: PickupLocation) throws -> BookRequest {
        let parties = try request(id)
        try require(parties.owner.id == actor.id, "accept request \(id) (only the book's owner may)")
        try Self.requireStatus(parties.request, in: [.pending], action: "accept request \(id)")
        let bookBefore = parties.book.status
        let others = try Int64.fetchAll(db.cachedStatement(sql: Self.otherPendingSQL), arguments: [parties.book.id, id])
        for other in others {
            try close(try request(other), as: .declined,
                      notice: "\(actor.username) promised \(parties.bookLabel) to someone else")
        }
        try db.execute(sql: """
            UPDATE bookRequest SET status = ?, pickupLatitude = ?, pickupLongitude = ?,
                pickupAddress = ?, pickupComment = ?, updatedAt = ?
            WHERE id = ?
            """, arguments: [RequestStatus.accepted, pickup.latitude, pickup.longitude, pickup.address,
                             pickup.comment, now, id])
        let status = try refreshStatus(ofBook: parties.book.id)
        try log(.accepted, bookID: parties.book.id, requestID: id, before: requestState(.pending, bookBefore),
                after: requestState(.accepted, status.after))
        try notify(parties.borrower.id, .requestAccepted,
                   "\(actor.username) accepted your request for \(parties.bookLabel); pick it up at "
                       + pickup.summary, bookID: parties.book.id, requestID: id)
        return try request(id).request
    }

    /// The acting user, the owner, declines request `id` before the handover.
    func decline(request id: Int64) throws -> BookRequest {
        let parties = try request(id)
        try require(parties.owner.id == actor.id, "decline request \(id) (only the book's owner may)")
        try Self.requireStatus(parties.request, in: [.pending, .accepted], action: "decline request \(id)")
        try close(parties, as: .declined, notice: "\(actor.username) declined your request for \(parties.bookLabel)")
        return try request(id).request
    }

    /// The acting user, the requester, withdraws request `id` before the handover.
    func cancel(request id: Int64) throws -> BookRequest {
        let parties = try request(id)
        try require(parties.borrower.id == actor.id, "cancel request \(id) (only the requester may)")
        try Self.requireStatus(parties.request, in: [.pending, .accepted], action: "cancel request \(id)")
        try close(parties, as: .cancelled,
                  notice: "\(actor.username) cancelled their request for \(parties.bookLabel)")
        return try request(id).request
    }

    /// The acting user, the owner, moves the pickup of accepted request `id`.
    func setPickup(of id: Int64, to pickup: PickupLocation) throws -> BookRequest {
        let parties = try request(id)
        try require(parties.owner.id == actor.id, "set the pickup of request \(id) (only the book's owner may)")
        try Self.requireStatus(parties.request, in: [.accepted], action: "set the pickup of request \(id)")
        try db.execute(sql: """
            UPDATE bookRequest SET pickupLatitude = ?, pickupLongitude = ?, pickupAddress = ?, pickupComment = ?,
                updatedAt = ?
            WHERE id = ?
            """, arguments: [pickup.latitude, pickup.longitude, pickup.address, pickup.comment, now, id])
        try log(.pickupChanged, bookID: parties.book.id, requestID: id,
                before: parties.request.pickup.map(\.summary), after: pickup.summary)
        try notify(parties.borrower.id, .pickupChanged,
                   "\(actor.username) moved the pickup of \(parties.bookLabel) to \(pickup.summary)",
                   bookID: parties.book.id, requestID: id)
        return try request(id).request
    }

    /// Ends an open request as `declined` or `cancelled`, telling the other side, and clears any
    /// handover scan already made for it; a hold it was made for ends with it, and a book that was
    /// promised by it passes to the first hold waiting.
    func close(_ parties: RequestParties, as status: RequestStatus, notice: String) throws {
        let request = parties.request
        let bookBefore = try book(parties.book.id).status
        try db.execute(sql: """
            UPDATE bookRequest SET status = ?, ownerScannedAt = NULL, borrowerScannedAt = NULL, updatedAt = ?
            WHERE id = ?
            """, arguments: [status, now, request.id])
        let after = try refreshStatus(ofBook: parties.book.id).after
        try log(status == .cancelled ? .cancelled : .declined, bookID: parties.book.id, requestID: request.id,
                before: requestState(request.status, bookBefore), after: requestState(status, after))
        let recipient = status == .cancelled ? parties.owner.id : parties.borrower.id
        try notify(recipient, status == .cancelled ? .requestCancelled : .requestDeclined, notice,
                   bookID: parties.book.id, requestID: request.id)
        try settleHold(ofRequest: request.id, as: .cancelled)
        if request.status == .accepted { try promoteHold(bookID: parties.book.id) }
    }

    /// `.requestClosed` unless the request's status is one of `allowed`.
    static func requireStatus(_ request: BookRequest, in allowed: Set<RequestStatus>, action: String) throws {
        guard allowed.contains(request.status) else {
            throw LendingError.requestClosed(requestID: request.id, status: request.status, action: action)
        }
    }

    /// The open request of borrower `?2` on book `?1`, if any.
    private static let openRequestSQL = """
        SELECT id FROM bookRequest WHERE bookID = ?1 AND borrowerID = ?2
            AND status IN (\(RequestStatus.sqlList(RequestStatus.allCases.filter(\.isOpen))))
        """

    private static let insertRequestSQL = """
        INSERT INTO bookRequest (bookID, borrowerID, status, createdAt, updatedAt)
        VALUES (?, ?, \(RequestStatus.pending.sqlLiteral), ?, ?) RETURNING *
        """

    /// The pending requests on book `?1` other than request `?2`.
    private static let otherPendingSQL = """
        SELECT id FROM bookRequest WHERE bookID = ?1 AND status = \(RequestStatus.pending.sqlLiteral) AND id <> ?2
        """
}
