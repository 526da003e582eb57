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
        try write(by: owner) { tx in try tx.noticeRun(for: day) }
    }

    /// The `async` form of `sendNotices(for:by:)`.
    @discardableResult
    public func sendNotices(for day: LibraryDay? = nil, by owner: User) async throws(LendingError) -> NoticeRun {
        try await write(by: owner) { tx in try tx.noticeRun(for: day) }
    }

    /// `sendNotices(for:by:)` for every lender with loans due or books held, each in their own
    /// transaction as themselves: one daily job for a whole database.
    ///
    /// ```swift
    /// try db.sendAllNotices(for: nil).lenders   // 4
    /// ```
    @discardableResult
    public func sendAllNotices(for day: LibraryDay? = nil) throws(LendingError) -> NoticeRun {
        var total = NoticeRun()
        for lender in try read(Self.lendersWithNotices) {
            total.add(try sendNotices(for: day, by: lender))
        }
        return total
    }

    /// The `async` form of `sendAllNotices(for:)`.
    @discardableResult
    public func sendAllNotices(for day: LibraryDay? = nil) async throws(LendingError) -> NoticeRun {
        var total = NoticeRun()
        for lender in try await read(Self.lendersWithNotices) {
            total.add(try await sendNotices(for: day, by: lender))
        }
        return total
    }

    /// The lenders with loans due or books held, whom a day's notices concern.
    private static func lendersWithNotices(_ db: Database) throws -> [User] {
        try User.fetchAll(db, sql: """
            SELECT * FROM user WHERE id IN (
                SELECT lenderID FROM loan WHERE returnedAt IS NULL AND dueDate IS NOT NULL
                UNION SELECT b.ownerID FROM hold h JOIN book b ON b.id = h.bookID
                      WHERE h.status = \(HoldStatus.ready.sqlLiteral))
            ORDER BY id
            """)
    }
}
