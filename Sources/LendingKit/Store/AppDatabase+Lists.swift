import Foundation
import GRDB

extension AppDatabase {
    /// `borrower`'s requests with this status (`.pending`: asked, `.accepted`: waiting for the
    /// handover, with the pickup location), newest first.
    ///
    /// ```swift
    /// try db.requests(madeBy: bob, status: .pending).map(\.book.title)   // ["Dune"]
    /// ```
    public func requests(madeBy borrower: User, status: RequestStatus) throws(LendingError) -> [BorrowerEntry] {
        try read { db in
            let rows = try Row.fetchAll(db, sql: """
                SELECT r.*, b.*, u.username AS ownerName
                FROM bookRequest r JOIN book b ON b.id = r.bookID JOIN user u ON u.id = b.ownerID
                WHERE r.borrowerID = ? AND r.status = ?
                ORDER BY r.id DESC
                """, arguments: [borrower.id, status], adapter: Self.requestBookAdapter(db))
            return try rows.map { row in
                guard let book = row.scopes["book"], let request = row.scopes["request"] else {
                    throw LendingError.storage("request list row without its scopes")
                }
                return BorrowerEntry(book: try Book(row: book), owner: row["ownerName"],
                                     request: try BookRequest(row: request), loan: nil)
            }
        }
    }

    /// The books `borrower` has on loan now, oldest loan first.
    ///
    /// ```swift
    /// try db.borrowing(by: bob).map(\.owner)   // ["alice"]
    /// ```
    public func borrowing(by borrower: User) throws(LendingError) -> [BorrowerEntry] {
        try read { db in
            let loans = try Loan.filter(Column("borrowerID") == borrower.id && Column("returnedAt") == nil)
                .order(Column("id")).fetchAll(db)
            return try loans.map { loan in
                let parties = try LendingTransaction(db: db, actor: borrower).request(loan.requestID)
                return BorrowerEntry(book: parties.book, owner: parties.owner.username, request: parties.request, loan: loan)
            }
        }
    }

    /// All requests on one of `owner`'s books, newest first; only the owner may list them.
    ///
    /// ```swift
    /// try db.requests(onBook: book.id, by: alice).map(\.request.status)   // [.pending, .declined]
    /// ```
    public func requests(onBook bookID: Int64, by owner: User) throws(LendingError) -> [RequestEntry] {
        try read { db in
            let tx = LendingTransaction(db: db, actor: owner)
            try tx.require(try tx.book(bookID).ownerID == owner.id, "list the requests on book \(bookID) (only its owner may)")
            let rows = try Row.fetchAll(db, sql: """
                SELECT r.*, u.username AS borrowerName
                FROM bookRequest r JOIN user u ON u.id = r.borrowerID
                WHERE r.bookID = ? ORDER BY r.id DESC
                """, arguments: [bookID])
            return try rows.map { row in RequestEntry(request: try BookRequest(row: row), borrower: row["borrowerName"]) }
        }
    }

    /// Borrowers' comments on a book, oldest first.
    ///
    /// ```swift
    /// try db.comments(onBook: book.id).first?.author   // "bob"
    /// ```
    public func comments(onBook bookID: Int64) throws(LendingError) -> [BookComment] {
        try read { db in
            guard try Book.exists(db, key: bookID) else { throw LendingError.bookNotFound(bookID) }
            let rows = try Row.fetchAll(db, sql: """
                SELECT l.id, u.username, l.returnComment, COALESCE(l.returnedAt, l.borrowerReturnedAt) AS date
                FROM loan l JOIN user u ON u.id = l.borrowerID
                WHERE l.bookID = ? AND l.returnComment IS NOT NULL
                ORDER BY l.id
                """, arguments: [bookID])
            return rows.map { row in BookComment(loanID: row[0], author: row[1], text: row[2], date: row[3]) }
        }
    }

    /// Splits `bookRequest.*, book.*, …` rows into a `request` and a `book` scope.
    private static func requestBookAdapter(_ db: Database) throws -> any RowAdapter {
        let requestWidth = try db.columns(in: "bookRequest").count
        let bookWidth = try db.columns(in: "book").count
        return ScopeAdapter([
            "request": RangeRowAdapter(0..<requestWidth),
            "book": RangeRowAdapter(requestWidth..<(requestWidth + bookWidth)),
        ])
    }
}
