import GRDB

extension LendingTransaction {
    /// The authenticated member, the acting user, borrows the book `codes` show from `library`: the
    /// request, its acceptance and both handover scans in this one transaction, once every rule
    /// allows it. Any copy of the library's that is free serves.
    func checkout(_ codes: [BookCode], member: AuthenticatedMember, source: String?) throws -> CheckoutResult {
        let library = member.library
        let (policy, place) = try selfService(member)
        let code = try meantCode(codes, library: library, source: source)
        let action = "check out \(code)"
        let refuse = { (refusal: CirculationRefusal) in CirculationError.refused(action: action, refusal) }
        let listed = try LibraryCopy.fetchAll(code, libraryID: library.id, db)
        guard !listed.isEmpty else { throw refuse(.notThisLibrary(code: code.description)) }
        let expired = try listed.filter { $0.status == .accepted }.reduce(0) { try $0 + expirePickups(bookID: $1.id) }
        let copies = expired == 0 ? listed : try LibraryCopy.fetchAll(code, libraryID: library.id, db)
        let copy = try copyToLend(copies, action: action)
        try requireBorrowingAllowed(from: library.id, policy: policy, bookID: copy.id, title: copy.title, action: action)
        let requestID = try completedRequest(for: copy, at: place)
        let loan = try startLoan(requestID: requestID, bookID: copy.id, lender: library.id, borrower: actor.id, policy: policy)
        let status = try refreshStatus(ofBook: copy.id)
        let due = loan.dueDate.map { ", due \($0)" } ?? ""
        try log(.checkedOut, bookID: copy.id, requestID: requestID, loanID: loan.id,
                before: "book \(status.before.rawValue)", after: "loan \(loan.id) by self-service, book \(status.after.rawValue)" + due)
        try notify(actor.id, .selfService, "you borrowed \"\(copy.title)\" (book \(copy.id), loan \(loan.id)) from "
                   + library.username + due, bookID: copy.id, requestID: requestID, loanID: loan.id)
        return CheckoutResult(book: try book(copy.id), loan: loan)
    }

    /// The authenticated member returns the book `codes` show, on loan to them from `library`: both
    /// return scans at once; the fine is charged and the book passes to the first hold.
    func checkin(_ codes: [BookCode], member: AuthenticatedMember, source: String?) throws -> CheckinResult {
        let library = member.library
        _ = try selfService(member)
        let code = try meantCode(codes, library: library, source: source)
        let action = "check in \(code)"
        let copies = try LibraryCopy.fetchAll(code, libraryID: library.id, db)
        guard let first = copies.first else {
            throw CirculationError.refused(action: action, .notThisLibrary(code: code.description))
        }
        guard let loanID = try copies.lazy.compactMap({ try self.openLoanID(bookID: $0.id, borrowerID: self.actor.id) }).first
        else { throw CirculationError.refused(action: action, .notYourLoan(title: first.title)) }
        try db.cachedStatement(sql: """
            UPDATE loan SET borrowerReturnedAt = ?1, ownerReceivedAt = ?1, returnedAt = ?1 WHERE id = ?2
            """).execute(arguments: [now, loanID])
        let loan = try self.loan(loanID)
        let status = try refreshStatus(ofBook: loan.bookID)
        try log(.checkedIn, bookID: loan.bookID, requestID: loan.requestID, loanID: loanID,
                before: "loan open, book \(status.before.rawValue)", after: "loan returned by self-service, book \(status.after.rawValue)")
        let fine = try loanEnded(loan)
        let book = try book(loan.bookID)
        try notify(actor.id, .selfService, "you returned \"\(book.title)\" (book \(book.id), loan \(loanID)) to \(library.username)"
                   + (fine.minorUnits > 0 ? "; fine \(fine)" : ""), bookID: book.id, loanID: loanID)
        return CheckinResult(book: book, loan: loan, fine: fine)
    }

    /// The authenticated member renews their loan `id` at a self-service station: the renewal
    /// `renew(loan:)` makes, once the library still offers self-service and the card still stands.
    func renew(loan id: Int64, member: AuthenticatedMember) throws -> Loan {
        _ = try selfService(member)
        return try renew(loan: id)
    }

    /// The library's policy and place when it offers self-service (a policy with self-service on
    /// always has a place) and the member's card still stands.
    private func selfService(_ member: AuthenticatedMember) throws -> (policy: LendingPolicy, place: PickupLocation) {
        let policy = try LendingPolicy.fetch(ownerID: member.library.id, db)
        guard policy.selfService, let place = policy.place else {
            throw CirculationError.refused(action: "use self-service", .selfServiceOff(library: member.library.username))
        }
        let card = try Member.fetchOne(db.cachedStatement(sql: "SELECT \(Member.columnsSQL) FROM member WHERE id = ?"),
                                       arguments: [member.member.id])
        guard let card, card.userID == actor.id else { throw CirculationError.cardNotFound(member.member.cardNumber) }
        if card.isLocked(at: now), let until = card.lockedUntil {
            throw CirculationError.refused(action: "use self-service", .cardLocked(until: until))
        }
        return (policy, place)
    }

    /// The one code `codes` mean: a label of the library's before an ISBN, as a label names one copy.
    private func meantCode(_ codes: [BookCode], library: User, source: String?) throws -> BookCode {
        let labels = try codes.filter { code in
            guard case .label = code else { return false }
            return try !LibraryCopy.fetchAll(code, libraryID: library.id, db).isEmpty
        }
        let meant = labels.isEmpty ? codes.filter { if case .isbn = $0 { return true } else { return false } } : labels
        guard meant.count <= 1 else { throw LendingError.severalCodes(meant, source: source) }
        if let code = meant.first { return code }
        if let unknown = codes.first { return unknown }
        throw LendingError.noCodeShown(source: source)
    }

    /// The copy the member may take: one kept for them, else one free; else the refusal that
    /// explains the first copy.
    private func copyToLend(_ copies: [LibraryCopy], action: String) throws -> LibraryCopy {
        if let kept = try copies.first(where: { try $0.status == .accepted && acceptedBorrower(of: $0.id) == actor.id }) {
            return kept
        }
        if let free = copies.first(where: \.isFree) { return free }
        let copy = copies[0]
        let refusal: CirculationRefusal
        if copy.isReference {
            refusal = .referenceBook(title: copy.title)
        } else if let loan = try openLoanID(bookID: copy.id, borrowerID: actor.id) {
            refusal = .alreadyYours(title: copy.title, loanID: loan)
        } else if copy.status == .accepted, try readyHoldFor(bookID: copy.id) {
            refusal = .onHoldForSomeoneElse(title: copy.title)
        } else {
            refusal = .notAvailable(title: copy.title, status: copy.status)
        }
        throw CirculationError.refused(action: action, refusal)
    }

    /// The request `book` is lent on, completed: the member's open one, else a new one; other
    /// pending requests are declined, as accepting one declines them.
    private func completedRequest(for book: LibraryCopy, at place: PickupLocation) throws -> Int64 {
        let mine = try Int64.fetchOne(db.cachedStatement(sql: """
            SELECT id FROM bookRequest WHERE bookID = ? AND borrowerID = ? AND status IN (\(RequestStatus.sqlList(RequestStatus.allCases.filter(\.isOpen))))
            """), arguments: [book.id, actor.id])
        for other in try Int64.fetchAll(db.cachedStatement(sql: """
            SELECT id FROM bookRequest WHERE bookID = ? AND status = \(RequestStatus.pending.sqlLiteral) AND borrowerID <> ?
            """), arguments: [book.id, actor.id]) {
            try close(try request(other), as: .declined, notice: "\"\(book.title)\" (book \(book.id)) was lent to someone else")
        }
        let requestID = try mine ?? db.writeReturning(BookRequest.self, sql: """
            INSERT INTO bookRequest (bookID, borrowerID, status, pickupLatitude, pickupLongitude, pickupAddress, pickupComment,
                createdAt, updatedAt)
            VALUES (?, ?, \(RequestStatus.accepted.sqlLiteral), ?, ?, ?, ?, ?, ?) RETURNING *
            """, arguments: [book.id, actor.id, place.latitude, place.longitude, place.address, place.comment, now, now]).id
        try db.cachedStatement(sql: """
            UPDATE bookRequest SET status = ?, pickupLatitude = COALESCE(pickupLatitude, ?),
                pickupLongitude = COALESCE(pickupLongitude, ?), pickupAddress = COALESCE(pickupAddress, ?),
                ownerScannedAt = ?, borrowerScannedAt = ?, updatedAt = ?
            WHERE id = ?
            """).execute(arguments: [RequestStatus.completed, place.latitude, place.longitude, place.address, now, now, now, requestID])
        return requestID
    }

    /// The borrower of book `bookID`'s accepted request, if any.
    private func acceptedBorrower(of bookID: Int64) throws -> Int64? {
        try Int64.fetchOne(db.cachedStatement(sql: """
            SELECT borrowerID FROM bookRequest WHERE bookID = ? AND status = \(RequestStatus.accepted.sqlLiteral)
            """), arguments: [bookID])
    }

    /// Whether book `bookID` is kept for a ready hold.
    private func readyHoldFor(bookID: Int64) throws -> Bool {
        try Bool.fetchOne(db.cachedStatement(sql: """
            SELECT EXISTS (SELECT 1 FROM hold WHERE bookID = ? AND status = \(HoldStatus.ready.sqlLiteral))
            """), arguments: [bookID]) ?? false
    }
}
