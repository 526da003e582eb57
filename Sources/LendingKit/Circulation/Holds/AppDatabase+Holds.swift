import GRDB

extension AppDatabase {
    /// `user` joins the queue for book `bookID`, which is accepted for or borrowed by someone else.
    ///
    /// Refused, changing nothing, for a book that can be requested now, one's own book, a reference
    /// book, a second hold on the same book, or a borrower blocked by fines.
    ///
    /// ```swift
    /// try db.placeHold(onBook: 7, by: carol).position   // 1
    /// ```
    @discardableResult
    public func placeHold(onBook bookID: Int64, by user: User) throws(LendingError) -> HoldEntry {
        try write(by: user) { tx in try tx.placeHold(onBook: bookID) }
    }

    /// The `async` form of `placeHold(onBook:by:)`.
    @discardableResult
    public func placeHold(onBook bookID: Int64, by user: User) async throws(LendingError) -> HoldEntry {
        try await write(by: user) { tx in try tx.placeHold(onBook: bookID) }
    }

    /// `user` places a hold on each of `bookIDs` in turn, each in its own transaction, as
    /// `placeHold(onBook:by:)` would: one refused leaves the others placed. One outcome per id, in
    /// order.
    ///
    /// ```swift
    /// db.placeHolds(onBooks: [10, 11], by: carol).map { (try? $0.result.get()) != nil }   // [true, false]
    /// ```
    public func placeHolds(onBooks bookIDs: [Int64], by user: User) -> [HoldOutcome] {
        bookIDs.map { bookID in
            HoldOutcome(id: bookID, result: Result { () throws(LendingError) in try placeHold(onBook: bookID, by: user) })
        }
    }

    /// The `async` form of `placeHolds(onBooks:by:)`.
    public func placeHolds(onBooks bookIDs: [Int64], by user: User) async -> [HoldOutcome] {
        var outcomes: [HoldOutcome] = []
        for bookID in bookIDs {
            do throws(LendingError) {
                outcomes.append(HoldOutcome(id: bookID, result: .success(try await placeHold(onBook: bookID, by: user))))
            } catch {
                outcomes.append(HoldOutcome(id: bookID, result: .failure(error)))
            }
        }
        return outcomes
    }

    /// The holder, or the book's owner, cancels hold `id`; a book kept for it passes to the next.
    ///
    /// ```swift
    /// try db.cancelHold(3, by: carol).hold.status   // .cancelled
    /// ```
    @discardableResult
    public func cancelHold(_ id: Int64, by user: User) throws(LendingError) -> HoldEntry {
        try write(by: user) { tx in try tx.cancelHold(id) }
    }

    /// The `async` form of `cancelHold(_:by:)`.
    @discardableResult
    public func cancelHold(_ id: Int64, by user: User) async throws(LendingError) -> HoldEntry {
        try await write(by: user) { tx in try tx.cancelHold(id) }
    }

    /// `user` cancels each of holds `ids` in turn, each in its own transaction, as
    /// `cancelHold(_:by:)` would: one refused leaves the others cancelled. One outcome per id, in
    /// order.
    public func cancelHolds(_ ids: [Int64], by user: User) -> [HoldOutcome] {
        ids.map { id in HoldOutcome(id: id, result: Result { () throws(LendingError) in try cancelHold(id, by: user) }) }
    }

    /// The `async` form of `cancelHolds(_:by:)`.
    public func cancelHolds(_ ids: [Int64], by user: User) async -> [HoldOutcome] {
        var outcomes: [HoldOutcome] = []
        for id in ids {
            do throws(LendingError) {
                outcomes.append(HoldOutcome(id: id, result: .success(try await cancelHold(id, by: user))))
            } catch {
                outcomes.append(HoldOutcome(id: id, result: .failure(error)))
            }
        }
        return outcomes
    }

    /// The live holds `user` placed, ready ones first, then by place in the queue; with `history`,
    /// the ended ones too, newest first after the live.
    ///
    /// ```swift
    /// try db.holds(of: carol).map(\.position)   // [nil, 2]: one ready, one second in line
    /// ```
    public func holds(of user: User, history: Bool = false) throws(LendingError) -> [HoldEntry] {
        try read(as: user) { tx in try Self.holds(of: user, history: history, tx) }
    }

    /// The `async` form of `holds(of:history:)`.
    public func holds(of user: User, history: Bool = false) async throws(LendingError) -> [HoldEntry] {
        try await read(as: user) { tx in try Self.holds(of: user, history: history, tx) }
    }

    private static func holds(of user: User, history: Bool, _ tx: LendingTransaction) throws -> [HoldEntry] {
        let holds = try Hold.fetchAll(tx.db, sql: """
            SELECT * FROM hold WHERE holderID = ? AND (? OR status IN (\(HoldStatus.liveList)))
            ORDER BY status NOT IN (\(HoldStatus.liveList)), status <> \(HoldStatus.ready.sqlLiteral),
                CASE WHEN status IN (\(HoldStatus.liveList)) THEN id ELSE -id END
            """, arguments: [user.id, history])
        return try holds.map(tx.holdEntry)
    }

    /// The queue of book `bookID`: the ready hold, then the waiting ones in order. Only the
    /// book's owner sees the whole queue; a holder sees their own place.
    ///
    /// ```swift
    /// try db.holdQueue(ofBook: 7, by: alice).map(\.holder)   // ["carol", "dave"]
    /// ```
    public func holdQueue(ofBook bookID: Int64, by user: User) throws(LendingError) -> [HoldEntry] {
        try read(as: user) { tx in try Self.holdQueue(ofBook: bookID, by: user, tx) }
    }

    /// The `async` form of `holdQueue(ofBook:by:)`.
    public func holdQueue(ofBook bookID: Int64, by user: User) async throws(LendingError) -> [HoldEntry] {
        try await read(as: user) { tx in try Self.holdQueue(ofBook: bookID, by: user, tx) }
    }

    private static func holdQueue(ofBook bookID: Int64, by user: User, _ tx: LendingTransaction) throws -> [HoldEntry] {
        let book = try tx.book(bookID)
        let holds = try Hold.fetchAll(tx.db, sql: """
            SELECT * FROM hold WHERE bookID = ? AND status IN (\(HoldStatus.liveList))
                AND (? OR holderID = ?)
            ORDER BY status <> \(HoldStatus.ready.sqlLiteral), id
            """, arguments: [bookID, book.ownerID == user.id, user.id])
        return try holds.map(tx.holdEntry)
    }
}
