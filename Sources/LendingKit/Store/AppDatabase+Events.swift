import GRDB

extension AppDatabase {
    /// The event log of one book, oldest first, including after the book was deleted.
    ///
    /// ```swift
    /// try db.events(ofBook: book.id).map(\.action)   // [.bookAdded, .requested, .accepted]
    /// ```
    public func events(ofBook bookID: Int64) throws(LendingError) -> [LendingEvent] {
        try read { db in
            try LendingEvent.filter(Column("bookID") == bookID).order(Column("id")).fetchAll(db)
        }
    }
}
