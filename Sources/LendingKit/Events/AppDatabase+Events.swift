import GRDB

extension AppDatabase {
    /// The event log of one book, oldest first, including after the book was deleted.
    ///
    /// ```swift
    /// try db.events(ofBook: book.id).map(\.action)   // [.bookAdded, .requested, .accepted]
    /// ```
    public func events(ofBook bookID: Int64) throws(LendingError) -> [LendingEvent] {
        try read { db in try Self.log(ofBook: bookID).fetchAll(db) }
    }

    /// The `async` form of `events(ofBook:)`.
    public func events(ofBook bookID: Int64) async throws(LendingError) -> [LendingEvent] {
        try await read { db in try Self.log(ofBook: bookID).fetchAll(db) }
    }

    private static func log(ofBook bookID: Int64) -> QueryInterfaceRequest<LendingEvent> {
        LendingEvent.filter(LendingEvent.Columns.bookID == bookID).order(LendingEvent.Columns.id)
    }
}
