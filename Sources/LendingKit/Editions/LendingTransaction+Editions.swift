import GRDB

extension LendingTransaction {
    /// Stores `edition` for book `id`, replacing what was stored.
    func storeEdition(_ edition: BookEdition, ofBook id: Int64) throws {
        let checked = try edition.checked()
        try db.execute(sql: """
            INSERT OR REPLACE INTO bookEdition (bookID, subtitle, publisher, published, pages, language, sources,
                                               lookupPending, updatedAt)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
            """, arguments: [id, checked.subtitle, checked.publisher, checked.published, checked.pages,
                             checked.language, checked.sources.jsonArrayText, checked.lookupPending, now])
    }

    /// Book `id`'s stored edition details, if any.
    func edition(ofBook id: Int64) throws -> BookEdition? {
        try BookEdition.fetchOne(db, sql: "SELECT * FROM bookEdition WHERE bookID = ?", arguments: [id])
    }

    /// Fills what book `id`, the acting user's, lacks from `fill`, and logs the change.
    func completeLookup(ofBook id: Int64, with fill: BookDetailsFill) throws -> Book {
        let book = try ownBook(id, toDo: "complete the details of book \(id)")
        let description = try book.description ?? TextField.description.optional(fill.description)
        let subjects = book.subjects.isEmpty ? try BookDraft.checked(subjects: fill.subjects) : book.subjects
        let edition = (try edition(ofBook: id) ?? BookEdition()).filling(from: fill.edition)
        try storeEdition(edition, ofBook: id)
        guard description != book.description || subjects != book.subjects else { return book }
        try db.execute(sql: "UPDATE book SET description = ?, subjects = ?, updatedAt = ? WHERE id = ?",
                       arguments: [description, subjects.jsonArrayText, now, id])
        let completed = try self.book(id)
        try log(.bookEdited, bookID: id, before: Self.summary(book), after: Self.summary(completed))
        return completed
    }
}
