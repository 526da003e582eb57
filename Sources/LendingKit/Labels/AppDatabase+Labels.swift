extension AppDatabase {
    /// Gives a book a ShelfScan label, unless it has one, and returns the book with it; only its
    /// owner may, and not for a removed book. A book without an ISBN was labelled when added; a
    /// book with one is labelled to tell it from other copies, as a scan of the label names that
    /// copy alone.
    ///
    /// ```swift
    /// let labelled = try db.labelBook(7, by: alice)
    /// labelled.label.digits   // "2900000000018"
    /// ```
    @discardableResult
    public func labelBook(_ id: Int64, by owner: User) throws(LendingError) -> LabelledBook {
        try write(by: owner) { tx in try tx.labelBook(id) }
    }

    /// The `async` form of `labelBook(_:by:)`.
    @discardableResult
    public func labelBook(_ id: Int64, by owner: User) async throws(LendingError) -> LabelledBook {
        try await write(by: owner) { tx in try tx.labelBook(id) }
    }
}
