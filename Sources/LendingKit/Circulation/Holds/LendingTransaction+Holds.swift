import GRDB

extension LendingTransaction {
    /// The acting user joins the queue of book `bookID`, which must be accepted for or borrowed by
    /// someone else: a book that can be asked for now is requested instead.
    func placeHold(onBook bookID: Int64) throws -> HoldEntry {
        try expirePickups(bookID: bookID)
        let book = try book(bookID)
        let action = "place a hold on book \(bookID)"
        let refuse = { (refusal: CirculationRefusal) in CirculationError.refused(action: action, refusal) }
        guard book.ownerID != actor.id else { throw refuse(.ownBook(title: book.title)) }
        guard !book.isReference else { throw refuse(.referenceBook(title: book.title)) }
        guard !book.isGift, book.status != .removed else { throw refuse(.notAvailable(title: book.title, status: book.status)) }
        guard book.status == .accepted || book.status == .borrowed else {
            throw refuse(.availableNow(title: book.title, bookID: bookID))
        }
        if let loan = try openLoanID(bookID: bookID, borrowerID: actor.id) {
            throw refuse(.alreadyYours(title: book.title, loanID: loan))
        }
        if let request = try Int64.fetchOne(db, sql: """
            SELECT id FROM bookRequest WHERE bookID = ? AND borrowerID = ? AND status = \(RequestStatus.accepted.sqlLiteral)
            """, arguments: [bookID, actor.id]) {
            throw LendingError.alreadyRequested(bookID: bookID, requestID: request)
        }
        if let held = try Int64.fetchOne(db, sql: """
            SELECT id FROM hold WHERE bookID = ? AND holderID = ? AND status IN (\(HoldStatus.liveList))
            """, arguments: [bookID, actor.id]) {
            throw refuse(.alreadyHeld(title: book.title, holdID: held))
        }
        let policy = try LendingPolicy.fetch(ownerID: book.ownerID, db)
        try requireNotBlocked(ownerID: book.ownerID, borrowerID: actor.id, policy: policy, title: book.title, action: action)
        let hold = try db.writeReturning(Hold.self, sql: """
            INSERT INTO hold (bookID, holderID, status, createdAt, updatedAt)
            VALUES (?, ?, \(HoldStatus.waiting.sqlLiteral), ?, ?) RETURNING *
            """, arguments: [bookID, actor.id, now, now])
        let entry = try holdEntry(hold)
        try log(.holdPlaced, bookID: bookID, before: nil, after: "hold \(hold.id) waiting, position \(entry.position ?? 0)")
        try notify(book.ownerID, .holdPlaced,
                   "\(actor.username) placed a hold on \"\(book.title)\" (book \(bookID), hold \(hold.id))", bookID: bookID)
        return entry
    }

    /// The holder or the book's owner cancels live hold `id`; a ready hold's request is withdrawn
    /// with it, and the book passes to the next in the queue.
    func cancelHold(_ id: Int64) throws -> HoldEntry {
        let hold = try hold(id)
        let book = try book(hold.bookID)
        try require(actor.id == hold.holderID || actor.id == book.ownerID,
                    "cancel hold \(id) (only its holder and the book's owner may)")
        guard hold.status.isLive else {
            throw CirculationError.refused(action: "cancel hold \(id)", .holdEnded(holdID: id, status: hold.status))
        }
        try end(hold, as: .cancelled)
        if let requestID = hold.requestID {
            if actor.id == hold.holderID {
                _ = try cancel(request: requestID)
            } else {
                _ = try decline(request: requestID)
            }
        }
        try log(.holdCancelled, bookID: hold.bookID, before: "hold \(id) \(hold.status.rawValue)", after: "hold \(id) cancelled")
        if actor.id != hold.holderID {
            try notify(hold.holderID, .holdEnded, "\(actor.username) cancelled your hold on \"\(book.title)\" (hold \(id))",
                       bookID: book.id)
        }
        return try holdEntry(try self.hold(id))
    }

    /// Gives book `bookID`, if it is available now, to the first waiting hold: an accepted request
    /// at the library's place (or where the book was last handed over), to be picked up by the
    /// policy's pickup day; the holder is told.
    func promoteHold(bookID: Int64) throws {
        // The queue first: most books come back with no hold waiting, and then nothing else is read.
        guard let hold = try Hold.fetchOne(db.cachedStatement(sql: Self.firstWaitingSQL), arguments: [bookID]) else { return }
        let book = try book(bookID)
        let policy = try LendingPolicy.fetch(ownerID: book.ownerID, db)
        guard book.status == .available, let pickup = try policy.place ?? lastPickup(of: bookID) else { return }
        let pickupBy = policy.calendar.openDay(onOrAfter: policy.calendar.day(of: now).adding(days: policy.holdPickupDays))
        let request = try db.writeReturning(BookRequest.self, sql: """
            INSERT INTO bookRequest (bookID, borrowerID, status, pickupLatitude, pickupLongitude, pickupAddress,
                pickupComment, createdAt, updatedAt)
            VALUES (?, ?, \(RequestStatus.accepted.sqlLiteral), ?, ?, ?, ?, ?, ?) RETURNING *
            """, arguments: [bookID, hold.holderID, pickup.latitude, pickup.longitude, pickup.address, pickup.comment,
                             now, now])
        try db.execute(sql: "UPDATE hold SET status = ?, requestID = ?, pickupBy = ?, updatedAt = ? WHERE id = ?",
                       arguments: [HoldStatus.ready, request.id, pickupBy, now, hold.id])
        let status = try refreshStatus(ofBook: bookID)
        try log(.holdReady, bookID: bookID, requestID: request.id, before: "hold \(hold.id) waiting, book \(status.before.rawValue)",
                after: "hold \(hold.id) ready until \(pickupBy), request accepted, book \(status.after.rawValue)")
        try notify(hold.holderID, .holdReady, "\"\(book.title)\" (book \(bookID)) is back and kept for you until \(pickupBy):"
                   + " pick it up at \(pickup.summary) (request \(request.id))", bookID: bookID, requestID: request.id)
    }

    /// Ends the ready hold of book `bookID` (or those of every book of owner `ownerID`) whose pickup day
    /// has passed by `today`, withdrawing their requests so the books pass to the next in line.
    /// Returns how many expired.
    @discardableResult
    func expirePickups(bookID: Int64? = nil, ownerID: Int64? = nil, today: LibraryDay? = nil) throws -> Int {
        let rows = try Row.fetchAll(db.cachedStatement(sql: bookID == nil ? Self.readyHoldsOfOwnerSQL : Self.readyHoldOfBookSQL),
                                    arguments: [bookID ?? ownerID])
        var expired = 0
        for row in rows {
            let hold = try Hold(row: row)
            let ownerID: Int64 = row["ownerID"]
            let book = "\"\(row["title"] as String)\" (book \(hold.bookID))"
            let policy = try LendingPolicy.fetch(ownerID: ownerID, db)
            guard let pickupBy = hold.pickupBy, pickupBy < (today ?? policy.calendar.day(of: now)) else { continue }
            try end(hold, as: .expired)
            if let requestID = hold.requestID {
                try close(try request(requestID), as: .cancelled,
                          notice: "the pickup of \(book) by hold \(hold.id) expired on \(pickupBy)")
            }
            try log(.holdExpired, bookID: hold.bookID, before: "hold \(hold.id) ready until \(pickupBy)",
                    after: "hold \(hold.id) expired")
            try notify(hold.holderID, .holdEnded,
                       "your hold \(hold.id) on \(book) expired: it was not picked up by \(pickupBy)",
                       bookID: hold.bookID)
            expired += 1
        }
        return expired
    }

    /// Marks a ready hold fulfilled once its request's handover completes, or cancels it when its
    /// request is withdrawn some other way.
    func settleHold(ofRequest requestID: Int64, as status: HoldStatus) throws {
        try db.cachedStatement(sql: "UPDATE hold SET status = ?, updatedAt = ? WHERE requestID = ? AND status = ?")
            .execute(arguments: [status, now, requestID, HoldStatus.ready])
    }

    /// The hold with id `id`, or `.holdNotFound`.
    func hold(_ id: Int64) throws -> Hold {
        guard let hold = try Hold.fetchOne(db.cachedStatement(sql: "SELECT * FROM hold WHERE id = ?"), arguments: [id]) else {
            throw CirculationError.holdNotFound(id)
        }
        return hold
    }

    /// `hold` with its title, people and queue position.
    func holdEntry(_ hold: Hold) throws -> HoldEntry {
        let book = try book(hold.bookID)
        let position = hold.status == .waiting ? try Int.fetchOne(db.cachedStatement(sql: """
            SELECT COUNT(*) FROM hold WHERE bookID = ? AND status = \(HoldStatus.waiting.sqlLiteral) AND id <= ?
            """), arguments: [hold.bookID, hold.id]) : nil
        return HoldEntry(hold: hold, title: book.title, holder: try db.referencedUser(hold.holderID).username,
                         owner: try db.referencedUser(book.ownerID).username, position: position)
    }

    /// The open loan of book `bookID` to `borrowerID`, if any.
    func openLoanID(bookID: Int64, borrowerID: Int64) throws -> Int64? {
        try Int64.fetchOne(db.cachedStatement(sql: "SELECT id FROM loan WHERE bookID = ? AND borrowerID = ? AND returnedAt IS NULL"),
                           arguments: [bookID, borrowerID])
    }

    private func end(_ hold: Hold, as status: HoldStatus) throws {
        try db.execute(sql: "UPDATE hold SET status = ?, updatedAt = ? WHERE id = ?", arguments: [status, now, hold.id])
    }

    /// Where book `bookID` was last handed over, for a held book when its owner has no library place.
    private func lastPickup(of bookID: Int64) throws -> PickupLocation? {
        try BookRequest.fetchOne(db, sql: """
            SELECT * FROM bookRequest WHERE bookID = ? AND pickupLatitude IS NOT NULL ORDER BY id DESC LIMIT 1
            """, arguments: [bookID])?.pickup
    }

    private static let firstWaitingSQL = """
        SELECT * FROM hold WHERE bookID = ? AND status = \(HoldStatus.waiting.sqlLiteral) ORDER BY id LIMIT 1
        """

    /// The ready hold of book `?`, with the book's owner: one indexed look at every checkout.
    private static let readyHoldOfBookSQL = """
        SELECT h.*, b.ownerID, b.title FROM hold h JOIN book b ON b.id = h.bookID
        WHERE h.status = \(HoldStatus.ready.sqlLiteral) AND h.bookID = ?
        """

    /// The ready holds of owner `?`'s books, with the owner, oldest first.
    private static let readyHoldsOfOwnerSQL = """
        SELECT h.*, b.ownerID, b.title FROM hold h JOIN book b ON b.id = h.bookID
        WHERE h.status = \(HoldStatus.ready.sqlLiteral) AND b.ownerID = ?
        ORDER BY h.id
        """
}
