import Foundation
import GRDB

extension AppDatabase {
    /// `user`'s notifications, newest first; only unread ones when `unreadOnly`.
    ///
    /// ```swift
    /// try db.inbox(of: alice, unreadOnly: true).map(\.kind)   // [.requestReceived]
    /// ```
    public func inbox(of user: User, unreadOnly: Bool = false) throws(LendingError) -> [InboxItem] {
        try read { db in
            var items = InboxItem.filter(Column("userID") == user.id)
            if unreadOnly { items = items.filter(Column("readAt") == nil) }
            return try items.order(Column("id").desc).fetchAll(db)
        }
    }

    /// Marks one of `user`'s notifications read; another user's item is `.inboxItemNotFound`,
    /// so ids reveal nothing about other inboxes.
    ///
    /// ```swift
    /// try db.markRead(item.id, by: alice)
    /// ```
    public func markRead(_ itemID: Int64, by user: User) throws(LendingError) {
        try write { db in
            try db.execute(sql: "UPDATE inboxItem SET readAt = COALESCE(readAt, ?) WHERE id = ? AND userID = ?",
                           arguments: [Date(), itemID, user.id])
            guard db.changesCount == 1 else { throw LendingError.inboxItemNotFound(itemID) }
        }
    }

    /// Marks all of `user`'s notifications read and returns how many were unread.
    ///
    /// ```swift
    /// try db.markAllRead(by: alice)   // 3
    /// ```
    @discardableResult
    public func markAllRead(by user: User) throws(LendingError) -> Int {
        try write { db in
            try db.execute(sql: "UPDATE inboxItem SET readAt = ? WHERE userID = ? AND readAt IS NULL",
                           arguments: [Date(), user.id])
            return db.changesCount
        }
    }
}
