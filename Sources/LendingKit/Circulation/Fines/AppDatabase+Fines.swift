import GRDB

extension AppDatabase {
    /// What `borrower` owes `owner` and how it came about; only the two of them may see it.
    ///
    /// ```swift
    /// try db.fineAccount(of: bob, with: library, by: library).balance.description   // "0.75 EUR"
    /// ```
    public func fineAccount(of borrower: User, with owner: User, by viewer: User) throws(LendingError) -> FineAccount {
        try read(as: viewer) { tx in try Self.fineAccount(of: borrower, with: owner, by: viewer, tx) }
    }

    /// The `async` form of `fineAccount(of:with:by:)`.
    public func fineAccount(of borrower: User, with owner: User, by viewer: User) async throws(LendingError) -> FineAccount {
        try await read(as: viewer) { tx in try Self.fineAccount(of: borrower, with: owner, by: viewer, tx) }
    }

    private static func fineAccount(of borrower: User, with owner: User, by viewer: User, _ tx: LendingTransaction) throws -> FineAccount {
        try tx.require(viewer.id == borrower.id || viewer.id == owner.id,
                       "see \(borrower.username)'s fines (only they and the lender may)")
        return try tx.fineAccount(owner: owner, borrower: borrower)
    }

    /// Every fine account `user` is in, as lender or borrower, that owes something or has entries,
    /// by lender and borrower.
    ///
    /// ```swift
    /// try db.fineAccounts(of: library).map(\.borrower)   // ["bob", "carol"]
    /// ```
    public func fineAccounts(of user: User) throws(LendingError) -> [FineAccount] {
        try read(as: user) { tx in try Self.fineAccounts(of: user, tx) }
    }

    /// The `async` form of `fineAccounts(of:)`.
    public func fineAccounts(of user: User) async throws(LendingError) -> [FineAccount] {
        try await read(as: user) { tx in try Self.fineAccounts(of: user, tx) }
    }

    private static func fineAccounts(of user: User, _ tx: LendingTransaction) throws -> [FineAccount] {
        try Row.fetchAll(tx.db, sql: """
            SELECT ownerID, borrowerID FROM fineEntry WHERE ownerID = ?1 OR borrowerID = ?1
            UNION
            SELECT lenderID, borrowerID FROM loan
            WHERE (lenderID = ?1 OR borrowerID = ?1) AND returnedAt IS NULL AND dueDate IS NOT NULL
            """, arguments: [user.id]).compactMap { row in
            let account = try tx.fineAccount(owner: try tx.db.referencedUser(row["ownerID"]),
                                             borrower: try tx.db.referencedUser(row["borrowerID"]))
            return account.entries.isEmpty && account.accruing.minorUnits == 0 ? nil : account
        }.sorted { ($0.owner, $0.borrower) < ($1.owner, $1.borrower) }
    }

    /// The acting owner records that `borrower` paid `amount` of the fines they owe, charged or
    /// still accruing on books that are out (Koha takes payments toward accruing fines too: a lost
    /// or late book would otherwise block its borrower until it came back).
    ///
    /// What the overdue books have accrued so far is charged first, as each loan's fine entry; the
    /// payment then counts against it, and the books go on accruing from there until they come
    /// back. `.amountNotPositive` for zero or less, `.moreThanOwed` past what is owed.
    ///
    /// ```swift
    /// try db.payFines(Money(parsing: "0.50", in: .euro), of: bob, by: library)
    /// ```
    @discardableResult
    public func payFines(_ amount: Money, of borrower: User, by owner: User) throws(LendingError) -> FineAccount {
        try write(by: owner) { tx in try tx.settleFines(.payment, amount: amount, borrower: borrower) }
    }

    /// The `async` form of `payFines(_:of:by:)`.
    @discardableResult
    public func payFines(_ amount: Money, of borrower: User, by owner: User) async throws(LendingError) -> FineAccount {
        try await write(by: owner) { tx in try tx.settleFines(.payment, amount: amount, borrower: borrower) }
    }

    /// The acting owner forgives `amount` of what `borrower` owes, or all of it when `nil`, charged
    /// or still accruing, as `payFines(_:of:by:)` settles it: a lost book's fine can be waived
    /// while the book is still out.
    ///
    /// ```swift
    /// try db.waiveFines(nil, of: bob, by: library).owed.minorUnits   // 0
    /// ```
    @discardableResult
    public func waiveFines(_ amount: Money?, of borrower: User, by owner: User) throws(LendingError) -> FineAccount {
        try write(by: owner) { tx in try tx.settleFines(.waiver, amount: amount, borrower: borrower) }
    }

    /// The `async` form of `waiveFines(_:of:by:)`.
    @discardableResult
    public func waiveFines(_ amount: Money?, of borrower: User, by owner: User) async throws(LendingError) -> FineAccount {
        try await write(by: owner) { tx in try tx.settleFines(.waiver, amount: amount, borrower: borrower) }
    }
}
