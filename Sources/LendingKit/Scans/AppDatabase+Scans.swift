import GRDB

extension AppDatabase {
    /// Makes `user`'s handover or return scan of `target`, deciding inside one write transaction
    /// which waiting scan it is: the one that fits `action`.
    ///
    /// A scan reads nothing before its transaction: the decision and the change are one step, so
    /// a concurrent scan cannot change the answer between them. The second handover scan starts
    /// the loan (or gives a gift away); the second return scan ends it. `comment` is the borrower's
    /// word on the book when handing it back. `source` names the photo, frame or typed text in errors.
    ///
    /// Nothing changes when it throws: `.nothingToScan` when nothing waits for this user on this
    /// ISBN or label, `.alreadyScanned` when this user's side is done and the other's is not,
    /// `.wrongScan` when what waits is another action, `.ambiguousScan` when several copies fit
    /// (name one with `.book`, or label them), `.bookNotScanned` when none of the named book's codes
    /// was shown, and `.notAllowed` when the named book is in other people's handover or loan.
    ///
    /// ```swift
    /// try db.scan(.code(.isbn(isbn)), action: .handOver, by: alice).outcome   // .waiting(...)
    /// try db.scan(.code(.isbn(isbn)), action: .receive, by: bob).outcome      // .loanStarted(loan)
    /// ```
    @discardableResult
    public func scan(_ target: ScanTarget, action: ScanAction, by user: User, comment: String? = nil,
                     source: String? = nil) throws(LendingError) -> ScanResult {
        let note = try Self.checkedComment(comment)
        return try write(by: user) { tx in try tx.scan(target, action: action, comment: note, source: source) }
    }

    /// The `async` form of `scan(_:action:by:comment:source:)`.
    @discardableResult
    public func scan(_ target: ScanTarget, action: ScanAction, by user: User, comment: String? = nil,
                     source: String? = nil) async throws(LendingError) -> ScanResult {
        let note = try Self.checkedComment(comment)
        return try await write(by: user) { tx in try tx.scan(target, action: action, comment: note, source: source) }
    }

    /// The handovers and returns waiting for `user`'s scan of a book with this ISBN or label, by
    /// book id: what a screen shows before the scan. The scan itself decides again, in its own
    /// transaction.
    ///
    /// ```swift
    /// try db.pendingScans(for: bob, code: .isbn(isbn)).map(\.action)   // ["receive book 7 from alice"]
    /// ```
    public func pendingScans(for user: User, code: BookCode, kind: ScanKind? = nil) throws(LendingError) -> [PendingScan] {
        try read { db in try Self.waitingScans(db, user: user, code: code, kinds: kind) }
    }

    /// The `async` form of `pendingScans(for:code:kind:)`.
    public func pendingScans(for user: User, code: BookCode,
                             kind: ScanKind? = nil) async throws(LendingError) -> [PendingScan] {
        try await read { db in try Self.waitingScans(db, user: user, code: code, kinds: kind) }
    }

    /// The comment checked as `TextField.comment`; `nil` for none, also when empty or blank.
    private static func checkedComment(_ comment: String?) throws(LendingError) -> String? {
        try TextField.comment.optional(comment)
    }

    /// The scans of the moment `kind` (or both) still waiting for `user`'s side.
    private static func waitingScans(_ db: Database, user: User, code: BookCode, kinds: ScanKind?) throws -> [PendingScan] {
        try scans(db, user: user, code: code, of: kinds.map { [$0] } ?? ScanKind.allCases).filter { !$0.isDone }.map(\.scan)
    }

    /// The scans of the moments `kinds` that concern `user` on books with `code`: their side of an
    /// accepted request or an open loan, each with whether their side has already scanned. Uses
    /// the `isbn` or `label` index, then at most a few rows per copy; a moment not asked for costs
    /// no query.
    static func scans(_ db: Database, user: User, code: BookCode,
                      of kinds: [ScanKind] = ScanKind.allCases) throws -> [(scan: PendingScan, isDone: Bool)] {
        var scans: [(scan: PendingScan, isDone: Bool)] = []
        let column = code.column
        if kinds.contains(.handover) {
            scans += try Row.fetchAll(db.cachedStatement(sql: pendingHandoversSQL(column)), arguments: [code.digits, user.id])
                .map { pendingScan($0, kind: .handover, loanID: nil, code: code, user: user) }
        }
        if kinds.contains(.return) {
            scans += try Row.fetchAll(db.cachedStatement(sql: pendingReturnsSQL(column)), arguments: [code.digits, user.id])
                .map { pendingScan($0, kind: .return, loanID: $0["loanID"], code: code, user: user) }
        }
        return scans
    }

    /// Accepted requests on books whose `column` is `?1` of which user `?2` is the owner or the borrower.
    private static func pendingHandoversSQL(_ column: String) -> String {
        """
        SELECT b.id AS bookID, b.title, b.ownerID, r.id AS requestID, r.borrowerID,
            r.ownerScannedAt IS NOT NULL AS ownerDone, r.borrowerScannedAt IS NOT NULL AS borrowerDone,
            o.username AS ownerName, u.username AS borrowerName
        FROM book b
        JOIN bookRequest r ON r.bookID = b.id AND r.status = \(RequestStatus.accepted.sqlLiteral)
        JOIN user o ON o.id = b.ownerID
        JOIN user u ON u.id = r.borrowerID
        WHERE b.\(column) = ?1 AND (b.ownerID = ?2 OR r.borrowerID = ?2)
        ORDER BY b.id
        """
    }

    /// Open loans of books whose `column` is `?1` of which user `?2` is the lender or the borrower.
    private static func pendingReturnsSQL(_ column: String) -> String {
        """
        SELECT b.id AS bookID, b.title, l.lenderID AS ownerID, l.requestID, l.borrowerID, l.id AS loanID,
            l.ownerReceivedAt IS NOT NULL AS ownerDone, l.borrowerReturnedAt IS NOT NULL AS borrowerDone,
            o.username AS ownerName, u.username AS borrowerName
        FROM book b
        JOIN loan l ON l.bookID = b.id AND l.returnedAt IS NULL
        JOIN user o ON o.id = l.lenderID
        JOIN user u ON u.id = l.borrowerID
        WHERE b.\(column) = ?1 AND (l.lenderID = ?2 OR l.borrowerID = ?2)
        ORDER BY b.id
        """
    }

    /// The scan a row offers `user`, and whether their side has already made it.
    private static func pendingScan(_ row: Row, kind: ScanKind, loanID: Int64?, code: BookCode,
                                    user: User) -> (scan: PendingScan, isDone: Bool) {
        let isOwner = row["ownerID"] == user.id
        let (mine, theirs): (Bool, Bool) = isOwner ? (row["ownerDone"], row["borrowerDone"]) : (row["borrowerDone"], row["ownerDone"])
        let scan = PendingScan(kind: kind, role: isOwner ? .owner : .borrower, bookID: row["bookID"], title: row["title"],
                               code: code, requestID: row["requestID"], loanID: loanID,
                               otherParty: isOwner ? row["borrowerName"] : row["ownerName"], otherSideScanned: theirs)
        return (scan, mine)
    }
}
