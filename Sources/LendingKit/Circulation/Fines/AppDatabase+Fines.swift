import GRDB

extension AppDatabase {
    /// What `borrower` owes `owner` and how it came about; only the two of them may see it.
    ///
    /// ```swift
    /// try db.fineAccount(of: bob, with: library, by: library).balance.description   // "0.75 EUR"
    /// ```
    public func fineAccount(of borrower: User, with owner: User, by viewer: User) throws(LendingError) -> FineAccount {
        try read(as: viewer) { tx in
            try tx.require(viewer.id == borrower.id || viewer.id == owner.id,
                           "see \(borrower.username)'s fines (only they and the lender may)")
            return try tx.fineAccount(owner: owner, borrower: borrower)
        }
    }

    /// Every fine account `user` is in, as lender or borrower, that owes something or has entries,
    /// by lender and borrower.
    ///
    /// ```swift
    /// try db.fineAccounts(of: library).map(\.borrower)   // ["bob", "carol"]
    /// ```
    public func fineAccounts(of user: User) throws(LendingError) -> [FineAccount] {
        try read(as: user) { tx in
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
    }

    /// The acting owner records that `borrower` paid `amount` of their charged fines.
    ///
    /// `.moreThanOwed` when `amount` passes the balance (accruing fines are paid once charged).
    ///
    /// ```swift
    /// try db.payFines(Money(parsing: "0.50", in: .euro), of: bob, by: library)
    /// ```
    @discardableResult
    public func payFines(_ amount: Money, of borrower: User, by owner: User) throws(LendingError) -> FineAccount {
        try write(by: owner) { tx in try tx.settleFines(.payment, amount: amount, borrower: borrower) }
    }

    /// The acting owner forgives `amount` of `borrower`'s charged fines, or all of them when `nil`.
    ///
    /// ```swift
    /// try db.waiveFines(nil, of: bob, by: library).balance.minorUnits   // 0
    /// ```
    @discardableResult
    public func waiveFines(_ amount: Money?, of borrower: User, by owner: User) throws(LendingError) -> FineAccount {
        try write(by: owner) { tx in try tx.settleFines(.waiver, amount: amount, borrower: borrower) }
    }
}
