import Foundation
import GRDB

/// One operation's view of the open write transaction: the acting user, one timestamp for
/// everything the operation writes (read from the store's clock), and the steps every transition
/// shares (status, log, inbox).
struct LendingTransaction {
    let db: Database
    let actor: User
    let now: Date

    /// The book with id `id`, or `.bookNotFound`.
    func book(_ id: Int64) throws -> Book { try db.book(id) }

    /// The loan with id `id`, or `.loanNotFound`.
    func loan(_ id: Int64) throws -> Loan { try db.loan(id) }

    /// The request with id `id` with its book and both parties, or `.requestNotFound`.
    func request(_ id: Int64) throws -> RequestParties { try db.requestParties(id) }

    /// Sets the book's stored status to the one its requests and loans imply, and returns both.
    ///
    /// Every operation that touches requests or loans ends here, inside its own transaction, so the
    /// stored status (kept for indexed search and lists) never disagrees with them.
    @discardableResult
    func refreshStatus(ofBook id: Int64) throws -> (before: BookStatus, after: BookStatus) {
        let derive = try db.cachedStatement(sql: Self.derivedStatusSQL)
        guard let row = try Row.fetchOne(derive, arguments: [id]) else { throw LendingError.bookNotFound(id) }
        let before: BookStatus = row[0]
        let after: BookStatus = row[1]
        if before != after {
            try db.cachedStatement(sql: "UPDATE book SET status = ?, updatedAt = ? WHERE id = ?")
                .execute(arguments: [after, now, id])
        }
        return (before, after)
    }

    /// The stored status of book `?1` and the one its loans and requests imply.
    private static let derivedStatusSQL = """
        SELECT status, CASE
            WHEN status = \(BookStatus.removed.sqlLiteral) THEN status
            WHEN EXISTS (SELECT 1 FROM loan WHERE bookID = ?1 AND returnedAt IS NULL) THEN \(BookStatus.borrowed.sqlLiteral)
            WHEN EXISTS (SELECT 1 FROM bookRequest WHERE bookID = ?1 AND status = \(RequestStatus.accepted.sqlLiteral))
                THEN \(BookStatus.accepted.sqlLiteral)
            WHEN EXISTS (SELECT 1 FROM bookRequest WHERE bookID = ?1 AND status = \(RequestStatus.pending.sqlLiteral))
                THEN \(BookStatus.requested.sqlLiteral)
            ELSE \(BookStatus.available.sqlLiteral) END
        FROM book WHERE id = ?1
        """

    /// Appends an event by the acting user to the log.
    func log(_ action: LendingEvent.Action, bookID: Int64?, requestID: Int64? = nil, loanID: Int64? = nil,
             before: String?, after: String?) throws {
        try db.cachedStatement(sql: """
            INSERT INTO lendingEvent (actorID, at, action, bookID, requestID, loanID, before, after)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?)
            """).execute(arguments: [actor.id, now, action, bookID, requestID, loanID, before, after])
    }

    /// Puts an unread item in `userID`'s inbox.
    func notify(_ userID: Int64, _ kind: InboxItem.Kind, _ text: String, bookID: Int64?,
                requestID: Int64? = nil, loanID: Int64? = nil) throws {
        try db.cachedStatement(sql: """
            INSERT INTO inboxItem (userID, kind, text, bookID, requestID, loanID, createdAt)
            VALUES (?, ?, ?, ?, ?, ?, ?)
            """).execute(arguments: [userID, kind, text, bookID, requestID, loanID, now])
    }

    /// `.notAllowed` for the acting user unless `allowed`.
    func require(_ allowed: Bool, _ action: @autoclosure () -> String) throws {
        guard allowed else { throw LendingError.notAllowed(user: actor.username, action: action()) }
    }
}

/// A request with the book it is for and the two people involved.
struct RequestParties {
    let request: BookRequest
    let book: Book
    let owner: User
    let borrower: User

    /// `"Dune" (book 7)`, for inbox texts.
    var bookLabel: String { "\"\(book.title)\" (book \(book.id))" }

    /// Whether `user` is the owner or the borrower.
    func isParty(_ user: User) -> Bool { user.id == owner.id || user.id == borrower.id }
}

/// `request pending, book requested`: the `before`/`after` text of events about requests.
func requestState(_ request: RequestStatus, _ book: BookStatus) -> String {
    "request \(request.rawValue), book \(book.rawValue)"
}
