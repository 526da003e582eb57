import GRDB

extension LendingTransaction {
    /// Sets the owner's private note on `book` to `text`, checked as `TextField.privateNote`; an
    /// empty text removes it. The event log records that the
    /// note changed, never its words: the log is read by more people than the owner.
    func setPrivateNote(_ text: String, on book: Book) throws {
        let note = try TextField.privateNote.optional(text)
        let before = try String.fetchOne(db, sql: "SELECT text FROM bookNote WHERE bookID = ?", arguments: [book.id])
        guard note != before else { return }
        if let note {
            try db.execute(sql: """
                INSERT INTO bookNote (bookID, text, updatedAt) VALUES (?, ?, ?)
                ON CONFLICT (bookID) DO UPDATE SET text = excluded.text, updatedAt = excluded.updatedAt
                """, arguments: [book.id, note, now])
        } else {
            try db.execute(sql: "DELETE FROM bookNote WHERE bookID = ?", arguments: [book.id])
        }
        try log(.bookEdited, bookID: book.id, before: before == nil ? "no private note" : "a private note",
                after: note == nil ? "no private note" : "private note changed")
    }
}
