import Foundation
import GRDB
import ISBNKit

extension AppDatabase {
    /// The handovers and returns waiting for `user`'s scan of a book with this ISBN, by book id.
    ///
    /// A desk uses it to say what a scan would do before doing it; `kind` limits it to handovers
    /// or returns.
    ///
    /// ```swift
    /// try db.pendingScans(for: bob, isbn: isbn).map(\.action)   // ["receive book 7 from alice"]
    /// ```
    public func pendingScans(for user: User, isbn: ISBN, kind: ScanKind? = nil) throws(LendingError) -> [PendingScan] {
        try read { db in try Self.pendingScans(db, user: user, isbn: isbn, kind: kind) }
    }

    /// The handover scan of a book with this ISBN by its owner (hand over) or the accepted
    /// borrower (receive), in either order; the second one starts the loan, or gives a gift away.
    ///
    /// With several books waiting (copies of one ISBN), pass the one meant as `bookID`; the error
    /// `.ambiguousScan` lists them. Nothing waiting throws `.nothingToScan`; naming a book that is
    /// in someone else's handover or loan throws `.notAllowed`.
    ///
    /// ```swift
    /// try db.handOver(isbn: isbn, by: alice)   // .waiting(...)
    /// try db.handOver(isbn: isbn, by: bob)     // .loanStarted(loan)
    /// ```
    @discardableResult
    public func handOver(isbn: ISBN, by user: User, bookID: Int64? = nil) throws(LendingError) -> ScanOutcome {
        try scan(isbn: isbn, kind: .handover, by: user, bookID: bookID, comment: nil)
    }

    /// The return scan of a book with this ISBN by the borrower (hand back, optionally with a
    /// comment on the book) or the owner (receive back), in either order; the second one ends the loan.
    ///
    /// ```swift
    /// try db.handBack(isbn: isbn, by: bob, comment: "Loved it")   // .waiting(...)
    /// try db.handBack(isbn: isbn, by: alice)                      // .returned(loan)
    /// ```
    @discardableResult
    public func handBack(isbn: ISBN, by user: User, bookID: Int64? = nil,
                         comment: String? = nil) throws(LendingError) -> ScanOutcome {
        try scan(isbn: isbn, kind: .return, by: user, bookID: bookID, comment: comment)
    }

    /// Whichever scan is waiting for `user` on a book with this ISBN, handover or return: what a
    /// kiosk does with a scan when the user did not say which.
    ///
    /// ```swift
    /// try db.scan(isbn: isbn, by: bob)   // .waiting, .loanStarted, .giftTransferred or .returned
    /// ```
    @discardableResult
    public func scan(isbn: ISBN, kind: ScanKind? = nil, by user: User, bookID: Int64? = nil,
                     comment: String? = nil) throws(LendingError) -> ScanOutcome {
        try write { db in
            let tx = LendingTransaction(db: db, actor: user)
            // Looked up inside the write transaction, so a concurrent scan cannot change the answer.
            let candidates = try Self.pendingScans(db, user: user, isbn: isbn, kind: kind)
                .filter { bookID == nil || $0.bookID == bookID }
            guard let pending = candidates.first else {
                if let bookID, try Self.othersAwaitScan(db, bookID: bookID, isbn: isbn, user: user) {
                    try tx.require(false, "scan book \(bookID) (only its owner and borrower may)")
                }
                throw LendingError.nothingToScan(isbn: isbn, scan: kind)
            }
            guard candidates.count == 1 else { throw LendingError.ambiguousScan(isbn: isbn, candidates: candidates) }
            let note = try comment.map { text throws(LendingError) in try text.required("comment") }
            if note != nil, pending.kind != .return || pending.role != .borrower {
                try tx.require(false, "comment on \(pending.action) (only a borrower handing back may)")
            }
            switch pending.kind {
            case .handover: return try Self.recordHandover(pending, tx: tx)
            case .return: return try Self.recordReturn(pending, comment: note, tx: tx)
            }
        }
    }

    private static func recordHandover(_ pending: PendingScan, tx: LendingTransaction) throws -> ScanOutcome {
        let parties = try tx.request(pending.requestID)
        let column = pending.role == .owner ? "ownerScannedAt" : "borrowerScannedAt"
        try tx.db.cachedStatement(sql: "UPDATE bookRequest SET \(column) = ?, updatedAt = ? WHERE id = ?")
            .execute(arguments: [tx.now, tx.now, pending.requestID])
        let other = pending.role == .owner ? parties.borrower : parties.owner
        guard pending.otherSideScanned else {
            try tx.log(.handoverScanned, bookID: pending.bookID, requestID: pending.requestID,
                       before: "\(pending.role.rawValue) not scanned", after: "\(pending.role.rawValue) scanned")
            try tx.notify(other.id, .scanWaiting,
                          "\(tx.actor.username) scanned \(parties.bookLabel) for the handover; scan it too",
                          bookID: pending.bookID, requestID: pending.requestID)
            return .waiting(pending)
        }
        try tx.db.cachedStatement(sql: "UPDATE bookRequest SET status = 'completed' WHERE id = ?")
            .execute(arguments: [pending.requestID])
        if parties.book.isGift {
            try tx.db.cachedStatement(sql: "UPDATE book SET ownerID = ?, isGift = 0, updatedAt = ? WHERE id = ?")
                .execute(arguments: [parties.borrower.id, tx.now, pending.bookID])
            let status = try tx.refreshStatus(ofBook: pending.bookID)
            try tx.log(.giftTransferred, bookID: pending.bookID, requestID: pending.requestID,
                       before: "owner \(parties.owner.username), book \(status.before.rawValue)",
                       after: "owner \(parties.borrower.username), book \(status.after.rawValue)")
            let text = "\(parties.bookLabel) now belongs to \(parties.borrower.username), a gift from \(parties.owner.username)"
            for user in [parties.owner, parties.borrower] {
                try tx.notify(user.id, .giftTransferred, text, bookID: pending.bookID, requestID: pending.requestID)
            }
            return .giftTransferred(try tx.book(pending.bookID))
        }
        let loan = try tx.db.insertReturning(Loan.self, sql: """
            INSERT INTO loan (bookID, requestID, lenderID, borrowerID, startedAt) VALUES (?, ?, ?, ?, ?) RETURNING *
            """, arguments: [pending.bookID, pending.requestID, parties.owner.id, parties.borrower.id, tx.now])
        let status = try tx.refreshStatus(ofBook: pending.bookID)
        try tx.log(.loanStarted, bookID: pending.bookID, requestID: pending.requestID, loanID: loan.id,
                   before: requestState(.accepted, status.before), after: requestState(.completed, status.after))
        let text = "\(parties.borrower.username) borrowed \(parties.bookLabel) from \(parties.owner.username) (loan \(loan.id))"
        for user in [parties.owner, parties.borrower] {
            try tx.notify(user.id, .loanStarted, text, bookID: pending.bookID, requestID: pending.requestID, loanID: loan.id)
        }
        return .loanStarted(loan)
    }

    private static func recordReturn(_ pending: PendingScan, comment: String?, tx: LendingTransaction) throws -> ScanOutcome {
        guard let loanID = pending.loanID else { throw LendingError.storage("return scan without a loan") }
        let column = pending.role == .owner ? "ownerReceivedAt" : "borrowerReturnedAt"
        try tx.db.cachedStatement(sql: """
            UPDATE loan SET \(column) = ?, returnComment = COALESCE(?, returnComment) WHERE id = ?
            """).execute(arguments: [tx.now, comment, loanID])
        let loan = try tx.loan(loanID)
        let label = "\"\(pending.title)\" (book \(pending.bookID))"
        guard pending.otherSideScanned else {
            try tx.log(.returnScanned, bookID: pending.bookID, requestID: pending.requestID, loanID: loanID,
                       before: "\(pending.role.rawValue) not scanned", after: "\(pending.role.rawValue) scanned")
            let other = pending.role == .owner ? loan.borrowerID : loan.lenderID
            try tx.notify(other, .scanWaiting, "\(tx.actor.username) scanned \(label) for the return; scan it too",
                          bookID: pending.bookID, loanID: loanID)
            return .waiting(pending)
        }
        try tx.db.cachedStatement(sql: "UPDATE loan SET returnedAt = ? WHERE id = ?").execute(arguments: [tx.now, loanID])
        let status = try tx.refreshStatus(ofBook: pending.bookID)
        try tx.log(.returned, bookID: pending.bookID, requestID: pending.requestID, loanID: loanID,
                   before: "loan open, book \(status.before.rawValue)", after: "loan returned, book \(status.after.rawValue)")
        for user in [loan.lenderID, loan.borrowerID] {
            try tx.notify(user, .returned, "\(label) is back with its owner (loan \(loanID))",
                          bookID: pending.bookID, loanID: loanID)
        }
        return .returned(try tx.loan(loanID))
    }

    /// Whether the named book with this ISBN is in a handover or loan between two other people,
    /// so that `user` naming it is a stranger's scan rather than a scan with nothing to do.
    private static func othersAwaitScan(_ db: Database, bookID: Int64, isbn: ISBN, user: User) throws -> Bool {
        try Bool.fetchOne(db, sql: """
            SELECT EXISTS (SELECT 1 FROM bookRequest r JOIN book b ON b.id = r.bookID
                           WHERE r.bookID = ?1 AND b.isbn = ?2 AND r.status = 'accepted'
                             AND b.ownerID <> ?3 AND r.borrowerID <> ?3)
                OR EXISTS (SELECT 1 FROM loan l JOIN book b ON b.id = l.bookID
                           WHERE l.bookID = ?1 AND b.isbn = ?2 AND l.returnedAt IS NULL
                             AND l.lenderID <> ?3 AND l.borrowerID <> ?3)
            """, arguments: [bookID, isbn, user.id]) ?? false
    }

    /// The scans waiting for `user` on books with `isbn`: their side of an accepted request or an
    /// open loan not yet scanned. Uses the `isbn` index, then at most a few rows per copy.
    static func pendingScans(_ db: Database, user: User, isbn: ISBN, kind: ScanKind?) throws -> [PendingScan] {
        var scans: [PendingScan] = []
        if kind != .return {
            let rows = try Row.fetchAll(db.cachedStatement(sql: """
                SELECT b.id AS bookID, b.title, b.ownerID, r.id AS requestID, r.borrowerID,
                    r.ownerScannedAt IS NOT NULL AS ownerDone, r.borrowerScannedAt IS NOT NULL AS borrowerDone,
                    o.username AS ownerName, u.username AS borrowerName
                FROM book b
                JOIN bookRequest r ON r.bookID = b.id AND r.status = 'accepted'
                JOIN user o ON o.id = b.ownerID
                JOIN user u ON u.id = r.borrowerID
                WHERE b.isbn = ?1 AND (b.ownerID = ?2 OR r.borrowerID = ?2)
                ORDER BY b.id
                """), arguments: [isbn, user.id])
            scans += rows.compactMap { pendingScan($0, kind: .handover, loanID: nil, isbn: isbn, user: user) }
        }
        if kind != .handover {
            let rows = try Row.fetchAll(db.cachedStatement(sql: """
                SELECT b.id AS bookID, b.title, l.lenderID AS ownerID, l.requestID, l.borrowerID, l.id AS loanID,
                    l.ownerReceivedAt IS NOT NULL AS ownerDone, l.borrowerReturnedAt IS NOT NULL AS borrowerDone,
                    o.username AS ownerName, u.username AS borrowerName
                FROM book b
                JOIN loan l ON l.bookID = b.id AND l.returnedAt IS NULL
                JOIN user o ON o.id = l.lenderID
                JOIN user u ON u.id = l.borrowerID
                WHERE b.isbn = ?1 AND (l.lenderID = ?2 OR l.borrowerID = ?2)
                ORDER BY b.id
                """), arguments: [isbn, user.id])
            scans += rows.compactMap { pendingScan($0, kind: .return, loanID: $0["loanID"], isbn: isbn, user: user) }
        }
        return scans
    }

    /// The scan a row offers `user`, or `nil` when their side has already scanned.
    private static func pendingScan(_ row: Row, kind: ScanKind, loanID: Int64?, isbn: ISBN, user: User) -> PendingScan? {
        let isOwner = row["ownerID"] == user.id
        let (mine, theirs): (Bool, Bool) = isOwner ? (row["ownerDone"], row["borrowerDone"]) : (row["borrowerDone"], row["ownerDone"])
        guard !mine else { return nil }
        return PendingScan(kind: kind, role: isOwner ? .owner : .borrower, bookID: row["bookID"], title: row["title"],
                           isbn: isbn, requestID: row["requestID"], loanID: loanID,
                           otherParty: isOwner ? row["borrowerName"] : row["ownerName"], otherSideScanned: theirs)
    }
}
