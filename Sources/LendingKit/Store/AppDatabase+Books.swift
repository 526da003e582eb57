import Foundation
import GRDB

extension AppDatabase {
    /// Adds a book owned by `owner`, `available`.
    ///
    /// ```swift
    /// let draft = try BookDraft(isbn: ISBN(parsing: "0-441-17271-7"), title: "Dune", authors: ["Frank Herbert"])
    /// let book = try db.addBook(draft, by: alice)
    /// ```
    @discardableResult
    public func addBook(_ draft: BookDraft, by owner: User) throws(LendingError) -> Book {
        try write { db in try insertBook(draft, in: LendingTransaction(db: db, actor: owner)) }
    }

    /// Inserts `draft` as a new available book of the acting user, and logs it.
    func insertBook(_ draft: BookDraft, in tx: LendingTransaction) throws -> Book {
        let book = try tx.db.insertReturning(Book.self, sql: Self.insertBookSQL + " RETURNING *",
                                             arguments: Self.insertArguments(draft, owner: tx.actor, at: tx.now.databaseValue))
        try tx.log(.bookAdded, bookID: book.id, before: nil, after: "book available")
        return book
    }

    /// Adds many books in one transaction with one prepared statement; all or none are added.
    ///
    /// The fast path for importing a collection (100,000 books in under 10 seconds). Returns the new
    /// book ids in the order of `books`.
    ///
    /// ```swift
    /// let ids = try db.importBooks(drafts.map { BookImport(owner: alice, draft: $0) })
    /// ```
    @discardableResult
    public func importBooks(_ books: [BookImport]) throws(LendingError) -> [Int64] {
        try write { db in
            let insert = try db.makeStatement(sql: Self.insertBookSQL)
            let log = try db.makeStatement(sql: """
                INSERT INTO lendingEvent (actorID, at, action, bookID, after) VALUES (?, ?, ?, ?, 'book available')
                """)
            // Room for the whole import's pages: with the default 2 MB cache SQLite spills them to the
            // WAL and rewrites them there many times over, which costs more than the inserts.
            let cacheSize = try Int.fetchOne(db, sql: "PRAGMA cache_size") ?? -2000
            try db.execute(sql: "PRAGMA cache_size = -262144")
            defer { try? db.execute(sql: "PRAGMA cache_size = \(cacheSize)") }
            // Formatted once: formatting a date per row is a good part of the import's time.
            let now = Date().databaseValue
            var ids: [Int64] = []
            ids.reserveCapacity(books.count)
            for entry in books {
                try insert.execute(arguments: Self.insertArguments(entry.draft, owner: entry.owner, at: now))
                let id = db.lastInsertedRowID
                try log.execute(arguments: [entry.owner.id, now, LendingEvent.Action.bookAdded, id])
                ids.append(id)
            }
            return ids
        }
    }

    /// Changes the given fields of a book; only its owner may.
    ///
    /// Title and authors cannot be emptied, nor can a description once set; subjects can. Errors name the field.
    /// The gift flag changes only while no request is accepted and no loan open, so a handover
    /// always means what both sides agreed to.
    ///
    /// ```swift
    /// try db.editBook(book.id, changes: BookChanges(description: "Signed copy"), by: alice)
    /// ```
    @discardableResult
    public func editBook(_ id: Int64, changes: BookChanges, by user: User) throws(LendingError) -> Book {
        try write { db in
            let tx = LendingTransaction(db: db, actor: user)
            let book = try tx.book(id)
            try tx.require(book.ownerID == user.id, "edit book \(id) (only its owner may)")
            let title = try changes.title.map { text throws(LendingError) in try text.required("title") } ?? book.title
            let authors = try changes.authors.map(BookDraft.checked(authors:)) ?? book.authors
            let subjects = try changes.subjects.map(BookDraft.checked(subjects:)) ?? book.subjects
            var description = book.description
            if let text = changes.description {
                let trimmed = text.trimmed
                if trimmed.isEmpty, book.description != nil { throw LendingError.emptyField("description") }
                description = trimmed.nilIfEmpty
            }
            let isGift = changes.isGift ?? book.isGift
            if isGift != book.isGift, !book.status.isRequestable {
                throw LendingError.bookNotAvailable(bookID: id, status: book.status, action: "change the gift offer")
            }
            try db.execute(sql: """
                UPDATE book SET title = ?, authors = ?, description = ?, subjects = ?, isGift = ?, updatedAt = ?
                WHERE id = ?
                """, arguments: [title, authors.jsonArrayText, description, subjects.jsonArrayText,
                                 isGift, tx.now, id])
            let edited = try tx.book(id)
            try tx.log(.bookEdited, bookID: id, before: Self.summary(book), after: Self.summary(edited))
            return edited
        }
    }

    /// Deletes a book with its past requests, loans, messages and photos; only its owner may, and
    /// only while it is `available`. The event log keeps its entries. Photo files no other row
    /// refers to are removed after the commit.
    ///
    /// ```swift
    /// try db.deleteBook(book.id, by: alice)
    /// ```
    public func deleteBook(_ id: Int64, by user: User) throws(LendingError) {
        let photos = try write { db in
            let tx = LendingTransaction(db: db, actor: user)
            let book = try tx.book(id)
            try tx.require(book.ownerID == user.id, "delete book \(id) (only its owner may)")
            guard book.status == .available else {
                throw LendingError.bookNotAvailable(bookID: id, status: book.status, action: "delete book \(id)")
            }
            let photos = try photoRows(of: .book(id), db)
            try db.execute(sql: "DELETE FROM book WHERE id = ?", arguments: [id])
            try tx.log(.bookDeleted, bookID: id, before: Self.summary(book), after: nil)
            return photos
        }
        try finishDeletion(photos.flatMap { [$0.file, $0.thumbnailFile] })
    }

    /// The book with this id, or `.bookNotFound`.
    ///
    /// ```swift
    /// try db.book(7).status   // .available
    /// ```
    public func book(_ id: Int64) throws(LendingError) -> Book {
        try read { db in
            guard let book = try Book.fetchOne(db, key: id) else { throw LendingError.bookNotFound(id) }
            return book
        }
    }

    /// `owner`'s books, all or those with `status`, ordered available, requested, accepted, borrowed,
    /// then by title; each with its current (or about to be) borrower.
    ///
    /// ```swift
    /// try db.myBooks(alice, status: .borrowed).map(\.borrower)   // ["bob"]
    /// ```
    public func myBooks(_ owner: User, status: BookStatus? = nil) throws(LendingError) -> [OwnedBook] {
        try read { db in
            let rows = try Row.fetchAll(db, sql: """
                SELECT book.*,
                    COALESCE(
                        (SELECT u.username FROM loan l JOIN user u ON u.id = l.borrowerID
                          WHERE l.bookID = book.id AND l.returnedAt IS NULL),
                        (SELECT u.username FROM bookRequest r JOIN user u ON u.id = r.borrowerID
                          WHERE r.bookID = book.id AND r.status = 'accepted')) AS borrowerName,
                    (SELECT COUNT(*) FROM bookRequest r
                      WHERE r.bookID = book.id AND r.status = 'pending') AS pendingCount
                FROM book
                WHERE ownerID = ?1 AND (?2 IS NULL OR status = ?2)
                ORDER BY CASE status WHEN 'available' THEN 0 WHEN 'requested' THEN 1 WHEN 'accepted' THEN 2 ELSE 3 END,
                    title COLLATE NOCASE, id
                """, arguments: [owner.id, status])
            return try rows.map { row in
                OwnedBook(book: try Book(row: row), borrower: row["borrowerName"], pendingRequests: row["pendingCount"])
            }
        }
    }

    private static let insertBookSQL = """
        INSERT INTO book (ownerID, isbn, title, authors, description, subjects, isGift, status, createdAt, updatedAt)
        VALUES (?, ?, ?, ?, ?, ?, ?, 'available', ?, ?)
        """

    private static func insertArguments(_ draft: BookDraft, owner: User, at now: DatabaseValue) -> StatementArguments {
        [owner.id, draft.isbn, draft.title, draft.authors.jsonArrayText, draft.description,
         draft.subjects.jsonArrayText, draft.isGift, now, now]
    }

    /// `"Dune" by Frank Herbert, gift`, for the event log.
    private static func summary(_ book: Book) -> String {
        "\"\(book.title)\" by \(book.authors.joined(separator: ", "))"
            + (book.description.map { ", description \"\($0)\"" } ?? "")
            + (book.subjects.isEmpty ? "" : ", subjects " + book.subjects.joined(separator: ", "))
            + (book.isGift ? ", gift" : "")
    }
}
