import GRDB

extension AppDatabase {
    /// The books `borrower` asked for, was accepted for and is borrowing, those of `lists`, a page at
    /// a time with their total; by default requested, accepted, borrowed, each by title.
    ///
    /// ```swift
    /// let page = try db.borrowerEntries(of: bob, in: [.accepted, .borrowed], order: .date)
    /// page.first?.scans?.waitsFor(.borrower)   // true when the owner has scanned and bob has not
    /// ```
    public func borrowerEntries(of borrower: User, in lists: Set<BorrowerList> = Set(BorrowerList.allCases),
                                order: BookOrder = .status,
                                page: PageRequest = .first) throws(LendingError) -> Page<BorrowerEntry> {
        try read { db in try Self.fetchEntries(of: borrower, in: lists, order: order, page: page, db) }
    }

    /// The `async` form of `borrowerEntries(of:in:order:page:)`.
    public func borrowerEntries(of borrower: User, in lists: Set<BorrowerList> = Set(BorrowerList.allCases),
                                order: BookOrder = .status,
                                page: PageRequest = .first) async throws(LendingError) -> Page<BorrowerEntry> {
        try await read { db in try Self.fetchEntries(of: borrower, in: lists, order: order, page: page, db) }
    }

    /// The ended loans `user` lent or borrowed, a page at a time with their total; newest first
    /// (by the day they ended) unless `order` says by title or author.
    ///
    /// ```swift
    /// try db.loanHistory(of: bob).map(\.book.title)   // ["Dune", "Flatland"]
    /// ```
    public func loanHistory(of user: User, order: BookOrder = .date,
                            page: PageRequest = .first) throws(LendingError) -> Page<LoanHistoryEntry> {
        try read { db in try Self.fetchHistory(of: user, order: order, page: page, db) }
    }

    /// The `async` form of `loanHistory(of:order:page:)`.
    public func loanHistory(of user: User, order: BookOrder = .date,
                            page: PageRequest = .first) async throws(LendingError) -> Page<LoanHistoryEntry> {
        try await read { db in try Self.fetchHistory(of: user, order: order, page: page, db) }
    }

    private static func fetchEntries(of borrower: User, in lists: Set<BorrowerList>, order: BookOrder,
                                     page: PageRequest, _ db: Database) throws -> Page<BorrowerEntry> {
        let listed = BorrowerList.allCases.map(lists.contains)
        let arguments: StatementArguments = [borrower.id, listed[0], listed[1], listed[2]]
        let rows = try Row.fetchAll(db.cachedStatement(sql: "\(entriesSelect)\(entriesFrom) ORDER BY \(entriesOrder(order)) LIMIT ?5 OFFSET ?6"),
                                    arguments: arguments + [page.limit, page.offset],
                                    adapter: try db.consecutiveScopes([("request", "bookRequest"), ("book", "book"), ("loan", "loan")]))
        let entries = try rows.map(entry)
        let total = try Self.total(of: entries.count, in: page) {
            try Int.fetchOne(db.cachedStatement(sql: "SELECT COUNT(*) \(entriesFrom)"), arguments: arguments) ?? 0
        }
        return Page(items: entries, total: total, offset: page.offset)
    }

    private static let entriesSelect = """
        SELECT bookRequest.*, book.*, loan.*, owner.username AS ownerName,
            CASE bookRequest.status WHEN \(RequestStatus.pending.sqlLiteral) THEN \(BorrowerList.requested.sqlLiteral)
                 WHEN \(RequestStatus.accepted.sqlLiteral) THEN \(BorrowerList.accepted.sqlLiteral)
                 ELSE \(BorrowerList.borrowed.sqlLiteral) END AS list
        """

    /// Requests of user `?1` that are pending (when `?2`), accepted (when `?3`), or whose loan is
    /// open (when `?4`).
    private static let entriesFrom = """
         FROM bookRequest
        JOIN book ON book.id = bookRequest.bookID
        LEFT JOIN loan ON loan.requestID = bookRequest.id
        JOIN user owner ON owner.id = COALESCE(loan.lenderID, book.ownerID)
        WHERE bookRequest.borrowerID = ?1
          AND (bookRequest.status = \(RequestStatus.pending.sqlLiteral) AND ?2
               OR bookRequest.status = \(RequestStatus.accepted.sqlLiteral) AND ?3
               OR loan.id IS NOT NULL AND loan.returnedAt IS NULL AND ?4)
        """

    private static func entriesOrder(_ order: BookOrder) -> String {
        let newest = "COALESCE(loan.startedAt, bookRequest.createdAt) DESC, bookRequest.id DESC"
        guard order == .status else { return orderSQL(order, newest: newest) }
        let rank = "CASE bookRequest.status WHEN \(RequestStatus.pending.sqlLiteral) THEN \(BorrowerList.requested.rank)"
            + " WHEN \(RequestStatus.accepted.sqlLiteral) THEN \(BorrowerList.accepted.rank) ELSE \(BorrowerList.borrowed.rank) END"
        return "\(rank), book.title COLLATE NOCASE, book.id"
    }

    private static func entry(_ row: Row) throws -> BorrowerEntry {
        guard let book = row.scopes["book"], let request = row.scopes["request"], let loan = row.scopes["loan"] else {
            throw LendingError.storage("borrower list row without its scopes")
        }
        let hasLoan = (loan["id"] as Int64?) != nil
        return BorrowerEntry(list: row["list"], book: try Book(row: book), owner: row["ownerName"],
                             request: try BookRequest(row: request), loan: hasLoan ? try Loan(row: loan) : nil)
    }

    private static func fetchHistory(of user: User, order: BookOrder, page: PageRequest,
                                     _ db: Database) throws -> Page<LoanHistoryEntry> {
        let newest = "loan.returnedAt DESC, loan.id DESC"
        let rows = try Row.fetchAll(db.cachedStatement(sql: """
            SELECT loan.*, book.*, lender.username AS lenderName, borrower.username AS borrowerName \(historyFrom)
            ORDER BY \(order == .status ? newest : orderSQL(order, newest: newest)) LIMIT ?2 OFFSET ?3
            """), arguments: [user.id, page.limit, page.offset], adapter: try db.consecutiveScopes([("loan", "loan"), ("book", "book")]))
        let entries = try rows.map { row in
            guard let loan = row.scopes["loan"], let book = row.scopes["book"] else {
                throw LendingError.storage("loan history row without its scopes")
            }
            return LoanHistoryEntry(loan: try Loan(row: loan), book: try Book(row: book), lender: row["lenderName"],
                                    borrower: row["borrowerName"])
        }
        let total = try Self.total(of: entries.count, in: page) {
            try Int.fetchOne(db.cachedStatement(sql: "SELECT COUNT(*) \(historyFrom)"), arguments: [user.id]) ?? 0
        }
        return Page(items: entries, total: total, offset: page.offset)
    }

    /// Ended loans user `?1` lent or borrowed, each side found through its own index.
    private static let historyFrom = """
        FROM loan
        JOIN book ON book.id = loan.bookID
        JOIN user lender ON lender.id = loan.lenderID
        JOIN user borrower ON borrower.id = loan.borrowerID
        WHERE loan.returnedAt IS NOT NULL AND (loan.borrowerID = ?1 OR loan.lenderID = ?1)
        """
}
