import GRDB

extension LendingTransaction {
    /// The acting user's notices for `day` (their own today when `nil`): ready holds past their
    /// pickup day end, then one due-soon notice per loan and due date, and overdue notices on the
    /// first overdue day and weekly after.
    ///
    /// Each notice is recorded in `noticeSent` with the day it is for, so running the same day twice
    /// sends nothing new, and a day missed is caught up by the next run. Returns what it did.
    func noticeRun(for day: LibraryDay?) throws -> NoticeRun {
        var run = NoticeRun()
        let policy = try LendingPolicy.fetch(ownerID: actor.id, db)
        let today = day ?? policy.calendar.day(of: now)
        run.lenders += 1
        run.expiredHolds += try expirePickups(ownerID: actor.id, today: today)
        let soon = try Row.fetchAll(db.cachedStatement(sql: Self.dueSoonSQL),
                                    arguments: [actor.id, today, today.adding(days: policy.dueSoonDays)])
        for row in soon {
            let dueDate: LibraryDay = row["dueDate"]
            let days = today.days(until: dueDate)
            let when = days == 0 ? "today" : days == 1 ? "tomorrow" : "in \(days) days, on \(dueDate)"
            try send(row, kind: .dueSoon, key: dueDate,
                     text: "\"\(row["title"] as String)\" (book \(row["bookID"] as Int64), loan \(row["id"] as Int64)) is due \(when)")
            run.dueSoon += 1
        }
        let late = try Row.fetchAll(db.cachedStatement(sql: Self.overdueSQL),
                                    arguments: [actor.id, today, today.adding(days: -Self.overdueInterval)])
        for row in late {
            let dueDate: LibraryDay = row["dueDate"]
            let days = dueDate.days(until: today)
            let fine = policy.fine(of: try Loan(row: row), on: today)
            try send(row, kind: .overdue, key: today,
                     text: "\"\(row["title"] as String)\" (book \(row["bookID"] as Int64), loan \(row["id"] as Int64)) is "
                        + "\(days) day\(days == 1 ? "" : "s") overdue, due \(dueDate)"
                        + (fine.minorUnits > 0 ? "; fine so far \(fine)" : "") + ": please bring it back")
            run.overdue += 1
        }
        return run
    }

    /// Days between two overdue notices of one loan.
    static let overdueInterval = 7

    private func send(_ row: Row, kind: InboxItem.Kind, key: LibraryDay, text: String) throws {
        try db.cachedStatement(sql: "INSERT INTO noticeSent (loanID, kind, day) VALUES (?, ?, ?)")
            .execute(arguments: [row["id"], kind, key])
        try notify(row["borrowerID"], kind, text, bookID: row["bookID"], loanID: row["id"])
    }

    /// Open loans of lender `?1` due from day `?2` to day `?3` with no due-soon notice for that due date.
    private static let dueSoonSQL = """
        SELECT l.id, l.bookID, l.borrowerID, l.dueDate, b.title FROM loan l JOIN book b ON b.id = l.bookID
        WHERE l.lenderID = ?1 AND l.returnedAt IS NULL AND l.dueDate BETWEEN ?2 AND ?3
          AND NOT EXISTS (SELECT 1 FROM noticeSent n
                          WHERE n.loanID = l.id AND n.kind = \(InboxItem.Kind.dueSoon.sqlLiteral) AND n.day = l.dueDate)
        ORDER BY l.dueDate, l.id
        """

    /// Open loans of lender `?1` overdue on day `?2` with no overdue notice after day `?3`.
    private static let overdueSQL = """
        SELECT l.*, b.title FROM loan l JOIN book b ON b.id = l.bookID
        WHERE l.lenderID = ?1 AND l.returnedAt IS NULL AND l.dueDate < ?2
          AND NOT EXISTS (SELECT 1 FROM noticeSent n
                          WHERE n.loanID = l.id AND n.kind = \(InboxItem.Kind.overdue.sqlLiteral) AND n.day > ?3)
        ORDER BY l.dueDate, l.id
        """
}
