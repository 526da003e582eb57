import GRDB

extension AppDatabase {
    /// `user`'s notifications, newest first; only unread ones when `unreadOnly`.
    ///
    /// ```swift
    /// try db.inbox(of: alice, unreadOnly: true).map(\.kind)   // [.requestReceived]
    /// ```
    public func inbox(of user: User, unreadOnly: Bool = false) throws(LendingError) -> [InboxItem] {
        try read { db in try Self.inboxItems(of: user, unreadOnly: unreadOnly).fetchAll(db) }
    }

    /// The `async` form of `inbox(of:unreadOnly:)`.
    public func inbox(of user: User, unreadOnly: Bool = false) async throws(LendingError) -> [InboxItem] {
        try await read { db in try Self.inboxItems(of: user, unreadOnly: unreadOnly).fetchAll(db) }
    }

    /// Marks one of `user`'s notifications read; another user's item is `.inboxItemNotFound`,
    /// so ids reveal nothing about other inboxes.
    ///
    /// ```swift
    /// try db.markRead(item.id, by: alice)
    /// ```
    public func markRead(_ itemID: Int64, by user: User) throws(LendingError) {
        try write(by: user) { tx in try tx.markRead(itemID) }
    }

    /// The `async` form of `markRead(_:by:)`.
    public func markRead(_ itemID: Int64, by user: User) async throws(LendingError) {
        try await write(by: user) { tx in try tx.markRead(itemID) }
    }

    /// Marks all of `user`'s notifications read and returns how many were unread.
    ///
    /// ```swift
    /// try db.markAllRead(by: alice)   // 3
    /// ```
    @discardableResult
    public func markAllRead(by user: User) throws(LendingError) -> Int {
        try write(by: user) { tx in try tx.markAllRead() }
    }

    /// The `async` form of `markAllRead(by:)`.
    @discardableResult
    public func markAllRead(by user: User) async throws(LendingError) -> Int {
        try await write(by: user) { tx in try tx.markAllRead() }
    }

    private static func inboxItems(of user: User, unreadOnly: Bool) -> QueryInterfaceRequest<InboxItem> {
        var items = InboxItem.filter(InboxItem.Columns.userID == user.id)
        if unreadOnly { items = items.filter(InboxItem.Columns.readAt == nil) }
        return items.order(InboxItem.Columns.id.desc)
    }
}

extension LendingTransaction {
    /// Marks the acting user's item `itemID` read, keeping the first time it was.
    fileprivate func markRead(_ itemID: Int64) throws {
        try db.execute(sql: "UPDATE inboxItem SET readAt = COALESCE(readAt, ?) WHERE id = ? AND userID = ?",
                       arguments: [now, itemID, actor.id])
        guard db.changesCount == 1 else { throw LendingError.inboxItemNotFound(itemID) }
    }

    /// Marks all the acting user's unread items read; returns how many there were.
    fileprivate func markAllRead() throws -> Int {
        try db.execute(sql: "UPDATE inboxItem SET readAt = ? WHERE userID = ? AND readAt IS NULL",
                       arguments: [now, actor.id])
        return db.changesCount
    }
}
