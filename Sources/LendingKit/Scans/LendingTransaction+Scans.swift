import GRDB

extension LendingTransaction {
    /// The acting user's scan of `target` for `action`: the one rule that decides which waiting scan
    /// it is, then the scan recorded, all in this transaction.
    func scan(_ target: ScanTarget, action: ScanAction, comment: String?, source: String?) throws -> ScanResult {
        let (code, bookID) = try resolve(target, source: source)
        let scans = try AppDatabase.scans(db, user: actor, code: code, of: ScanKind.allCases.filter(action.concerns))
            .filter { bookID == nil || $0.scan.bookID == bookID }
        let waiting = scans.filter { !$0.isDone }.map(\.scan)
        let fitting = waiting.filter(action.fits)
        guard let pending = fitting.first else {
            if !waiting.isEmpty {
                throw LendingError.wrongScan(action, user: actor.username, code: code, waiting: waiting)
            }
            if let done = scans.first(where: { $0.isDone && action.fits($0.scan) }) {
                throw LendingError.alreadyScanned(done.scan, source: source)
            }
            if let bookID, try othersAwaitScan(bookID: bookID) {
                try require(false, "\(action.verb) book \(bookID) (only its owner and borrower may)")
            }
            throw LendingError.nothingToScan(code: code, action: action, source: source)
        }
        guard fitting.count == 1 else {
            throw LendingError.ambiguousScan(code: code, action: action, candidates: fitting, source: source)
        }
        if comment != nil, pending.kind != .return || pending.role != .borrower {
            try require(false, "comment on \(pending.action) (only a borrower handing back may)")
        }
        switch pending.kind {
        case .handover: return ScanResult(scan: pending, outcome: try recordHandover(pending))
        case .return: return ScanResult(scan: pending, outcome: try recordReturn(pending, comment: comment))
        }
    }

    /// The code a scan is of, and the book when one is named: one of its codes must be among those
    /// shown, its label first, as the label names that copy alone.
    private func resolve(_ target: ScanTarget, source: String?) throws -> (code: BookCode, bookID: Int64?) {
        switch target {
        case let .code(code):
            return (code, nil)
        case let .shown(codes):
            return (try meant(amongShown: codes, source: source), nil)
        case let .book(bookID, shown):
            let book = try book(bookID)
            guard let code = book.codes.first(where: shown.contains) else {
                throw LendingError.bookNotScanned(bookID: bookID, codes: book.codes, found: shown, source: source)
            }
            return (code, bookID)
        }
    }

    /// The code a picture showing `codes` means: its one label that a book here carries, else its
    /// one ISBN; `.severalCodes` when it shows more, `.unknownLabel` when it shows only labels no
    /// book carries, `.noCodeShown` when it shows none.
    private func meant(amongShown codes: [BookCode], source: String?) throws -> BookCode {
        let labels = try codes.compactMap(\.label).filter { label in
            try Bool.fetchOne(db.cachedStatement(sql: "SELECT EXISTS (SELECT 1 FROM book WHERE label = ?)"),
                              arguments: [label]) ?? false
        }
        let meant = labels.isEmpty ? codes.filter { $0.isbn != nil } : labels.map(BookCode.label)
        guard meant.count <= 1 else { throw LendingError.severalCodes(meant, source: source) }
        if let code = meant.first { return code }
        if let label = codes.compactMap(\.label).first { throw LendingError.unknownLabel(label, source: source) }
        throw LendingError.noCodeShown(source: source)
    }

    /// Whether book `bookID` is in a handover or loan between two other people, so that the acting
    /// user naming it is a stranger's scan rather than a scan with nothing to do.
    private func othersAwaitScan(bookID: Int64) throws -> Bool {
        try Bool.fetchOne(db.cachedStatement(sql: Self.othersAwaitScanSQL), arguments: [bookID, actor.id]) ?? false
    }

    private static let othersAwaitScanSQL = """
        SELECT EXISTS (SELECT 1 FROM bookRequest r JOIN book b ON b.id = r.bookID
                       WHERE r.bookID = ?1 AND r.status = \(RequestStatus.accepted.sqlLiteral)
                         AND b.ownerID <> ?2 AND r.borrowerID <> ?2)
            OR EXISTS (SELECT 1 FROM loan l
                       WHERE l.bookID = ?1 AND l.returnedAt IS NULL AND l.lenderID <> ?2 AND l.borrowerID <> ?2)
        """

    private func recordHandover(_ pending: PendingScan) throws -> ScanOutcome {
        let parties = try request(pending.requestID)
        let column = pending.role == .owner ? BookRequest.Columns.ownerScannedAt : BookRequest.Columns.borrowerScannedAt
        try db.cachedStatement(sql: "UPDATE bookRequest SET \(column.name) = ?, updatedAt = ? WHERE id = ?")
            .execute(arguments: [now, now, pending.requestID])
        let other = pending.role == .owner ? parties.borrower : parties.owner
        guard pending.otherSideScanned else {
            try log(.handoverScanned, bookID: pending.bookID, requestID: pending.requestID,
                    before: "\(pending.role.rawValue) not scanned", after: "\(pending.role.rawValue) scanned")
            try notify(other.id, .scanWaiting,
                       "\(actor.username) scanned \(parties.bookLabel) for the handover; scan it too",
                       bookID: pending.bookID, requestID: pending.requestID)
            return .waiting(pending)
        }
        try db.cachedStatement(sql: "UPDATE bookRequest SET status = ? WHERE id = ?")
            .execute(arguments: [RequestStatus.completed, pending.requestID])
        if parties.book.isGift { return try transferGift(pending, parties: parties) }
        let loan = try startLoan(requestID: pending.requestID, bookID: pending.bookID, lender: parties.owner.id,
                                 borrower: parties.borrower.id, policy: try LendingPolicy.fetch(ownerID: parties.owner.id, db))
        let status = try refreshStatus(ofBook: pending.bookID)
        try log(.loanStarted, bookID: pending.bookID, requestID: pending.requestID, loanID: loan.id,
                before: requestState(.accepted, status.before), after: requestState(.completed, status.after)
                    + (loan.dueDate.map { ", due \($0)" } ?? ""))
        let text = "\(parties.borrower.username) borrowed \(parties.bookLabel) from \(parties.owner.username) (loan \(loan.id))"
            + (loan.dueDate.map { ", due \($0)" } ?? "")
        for user in [parties.owner, parties.borrower] {
            try notify(user.id, .loanStarted, text, bookID: pending.bookID, requestID: pending.requestID, loanID: loan.id)
        }
        return .loanStarted(loan)
    }

    private func transferGift(_ pending: PendingScan, parties: RequestParties) throws -> ScanOutcome {
        try db.cachedStatement(sql: "UPDATE book SET ownerID = ?, isGift = 0, updatedAt = ? WHERE id = ?")
            .execute(arguments: [parties.borrower.id, now, pending.bookID])
        try db.cachedStatement(sql: "UPDATE bookRequest SET giverID = ? WHERE id = ?")
            .execute(arguments: [parties.owner.id, pending.requestID])
        let status = try refreshStatus(ofBook: pending.bookID)
        try log(.giftTransferred, bookID: pending.bookID, requestID: pending.requestID,
                before: "owner \(parties.owner.username), book \(status.before.rawValue)",
                after: "owner \(parties.borrower.username), book \(status.after.rawValue)")
        let text = "\(parties.bookLabel) now belongs to \(parties.borrower.username), a gift from \(parties.owner.username)"
            + " (gift \(pending.requestID))"
        for user in [parties.owner, parties.borrower] {
            try notify(user.id, .giftTransferred, text, bookID: pending.bookID, requestID: pending.requestID)
        }
        return .giftTransferred(try book(pending.bookID))
    }

    private func recordReturn(_ pending: PendingScan, comment: String?) throws -> ScanOutcome {
        guard let loanID = pending.loanID else { throw LendingError.storage("return scan without a loan") }
        let column = pending.role == .owner ? Loan.Columns.ownerReceivedAt : Loan.Columns.borrowerReturnedAt
        try db.cachedStatement(sql: """
            UPDATE loan SET \(column.name) = ?, returnComment = COALESCE(?, returnComment) WHERE id = ?
            """).execute(arguments: [now, comment, loanID])
        let loan = try loan(loanID)
        let label = "\"\(pending.title)\" (book \(pending.bookID))"
        guard pending.otherSideScanned else {
            try log(.returnScanned, bookID: pending.bookID, requestID: pending.requestID, loanID: loanID,
                    before: "\(pending.role.rawValue) not scanned", after: "\(pending.role.rawValue) scanned")
            let other = pending.role == .owner ? loan.borrowerID : loan.lenderID
            try notify(other, .scanWaiting, "\(actor.username) scanned \(label) for the return; scan it too",
                       bookID: pending.bookID, loanID: loanID)
            return .waiting(pending)
        }
        try db.cachedStatement(sql: "UPDATE loan SET returnedAt = ? WHERE id = ?").execute(arguments: [now, loanID])
        let status = try refreshStatus(ofBook: pending.bookID)
        try log(.returned, bookID: pending.bookID, requestID: pending.requestID, loanID: loanID,
                before: "loan open, book \(status.before.rawValue)", after: "loan returned, book \(status.after.rawValue)")
        for user in [loan.lenderID, loan.borrowerID] {
            try notify(user, .returned, "\(label) is back with its owner (loan \(loanID))",
                       bookID: pending.bookID, loanID: loanID)
        }
        try loanEnded(loan)
        return .returned(try self.loan(loanID))
    }
}
