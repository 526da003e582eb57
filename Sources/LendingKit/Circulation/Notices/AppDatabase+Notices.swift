import GRDB

extension AppDatabase {
    /// Puts `owner`'s due-soon and overdue notices for `day` (today in the owner's time zone when
    /// `nil`) into their borrowers' inboxes, and ends ready holds whose pickup day has passed; one
    /// transaction. Idempotent for a given day.
    ///
    /// ```swift
    /// try db.sendNotices(for: LibraryDay(parsing: "2026-12-01"), by: library).overdue   // 3
    /// ```
    @discardableResult
    public func sendNotices(for day: LibraryDay? = nil, by owner: User) throws(LendingError) -> NoticeRun {
        try write(by: owner) { tx in
            var run = NoticeRun()
            try tx.sendNotices(for: day, into: &run)
            return run
        }
    }

    /// `sendNotices(for:by:)` for every lender with loans due or books held, each in their own
    /// transaction as themselves: one daily job for a whole database.
    ///
    /// ```swift
    /// try db.sendAllNotices(for: nil).lenders   // 4
    /// ```
    @discardableResult
    public func sendAllNotices(for day: LibraryDay? = nil) throws(LendingError) -> NoticeRun {
        let lenders = try read { db in
            try User.fetchAll(db, sql: """
                SELECT * FROM user WHERE id IN (
                    SELECT lenderID FROM loan WHERE returnedAt IS NULL AND dueDate IS NOT NULL
                    UNION SELECT b.ownerID FROM hold h JOIN book b ON b.id = h.bookID
                          WHERE h.status = \(HoldStatus.ready.sqlLiteral))
                ORDER BY id
                """)
        }
        var total = NoticeRun()
        for lender in lenders {
            try write(by: lender) { tx in try tx.sendNotices(for: day, into: &total) }
        }
        return total
    }
}
