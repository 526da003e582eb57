import GRDB
import ISBNKit

extension LendingTransaction {
    /// Inserts `draft` as a new available book of the acting user, labelled when it has no ISBN,
    /// and logs it.
    func insertBook(_ draft: BookDraft) throws -> Book {
        var labels = try LabelIssuer(db)
        let label = draft.isbn == nil ? try labels.next() : nil
        let book = try db.writeReturning(Book.self, sql: Self.insertBookSQL(rows: 1) + " RETURNING *",
                                         arguments: Self.insertArguments(draft, label: label, owner: actor,
                                                                         at: now.databaseValue))
        try log(.bookAdded, bookID: book.id, before: nil, after: "book available")
        return book
    }

    /// Changes the fields `changes` gives of book `id`, which must be the acting user's.
    ///
    /// Its title, authors and description change only while it is available: a borrower who asked
    /// for the book, or has it, was shown them (the glossary's "Available: the owner can edit the
    /// book"). A wrong ISBN may be corrected at any time, as scans of the book depend on it.
    func editBook(_ id: Int64, changes: BookChanges) throws -> Book {
        let book = try ownBook(id, toDo: "edit book \(id)")
        let title = try changes.title.map(TextField.title.required) ?? book.title
        let authors = try changes.authors.map(BookDraft.checked(authors:)) ?? book.authors
        let subjects = try changes.subjects.map(BookDraft.checked(subjects:)) ?? book.subjects
        let description = try changes.description.map(TextField.description.optional) ?? book.description
        let shown = [("title", title != book.title), ("authors", authors != book.authors),
                     ("description", description != book.description)].filter(\.1).map(\.0)
        if !shown.isEmpty, book.status != .available {
            throw LendingError.bookDetailsLocked(bookID: id, title: book.title, status: book.status, fields: shown)
        }
        let isGift = changes.isGift ?? book.isGift
        if isGift != book.isGift, !book.status.isRequestable {
            throw LendingError.bookNotAvailable(bookID: id, status: book.status, action: "change the gift offer")
        }
        // Only a gift may be without an author (`BookDraft.authors`): an item lent is a book.
        if !isGift, authors.isEmpty { throw LendingError.emptyField(TextField.author.name) }
        let isReference = try referenceFlag(of: book, after: changes.isReference, isGift: isGift)
        let (isbn, label) = try codes(of: book, after: changes.isbn)
        if let note = changes.privateNote { try setPrivateNote(note, on: book) }
        guard title != book.title || authors != book.authors || subjects != book.subjects
                || description != book.description || isGift != book.isGift || isbn != book.isbn || label != book.label
                || isReference != book.isReference
        else { return book }
        try db.execute(sql: """
            UPDATE book SET title = ?, authors = ?, description = ?, subjects = ?, isGift = ?, isbn = ?, label = ?,
                isReference = ?, updatedAt = ?
            WHERE id = ?
            """, arguments: [title, authors.jsonArrayText, description, subjects.jsonArrayText, isGift, isbn, label,
                             isReference, now, id])
        let edited = try self.book(id)
        try log(.bookEdited, bookID: id, before: Self.summary(book), after: Self.summary(edited))
        return edited
    }

    /// Whether `book` is a reference book after `change`: only an available book that is not a gift
    /// offer becomes one, since a reference book is never lent or given.
    private func referenceFlag(of book: Book, after change: Bool?, isGift: Bool) throws -> Bool {
        let isReference = change ?? book.isReference
        if isReference, !book.isReference, book.status != .available {
            throw LendingError.bookNotAvailable(bookID: book.id, status: book.status,
                                                action: "make book \(book.id) a reference book")
        }
        if isReference, isGift {
            throw CirculationError.invalidPolicy(setting: "reference", value: "on", allowed: "book \(book.id)"
                                                    + " cannot be both a gift offer and a reference book")
        }
        return isReference
    }

    /// The ISBN and label `book` has after `change`: a book left without an ISBN is labelled.
    private func codes(of book: Book, after change: ISBNChange?) throws -> (ISBN?, BookLabel?) {
        switch change {
        case nil:
            return (book.isbn, book.label)
        case let .set(isbn):
            return (isbn, book.label)
        case .remove:
            var labels = try LabelIssuer(db)
            return (nil, try book.label ?? labels.next())
        }
    }

    /// Gives book `id`, the acting user's, a ShelfScan label unless it has one, and logs it.
    func labelBook(_ id: Int64) throws -> LabelledBook {
        let book = try ownBook(id, toDo: "label book \(id)")
        if let label = book.label { return LabelledBook(book: book, label: label) }
        var labels = try LabelIssuer(db)
        let label = try labels.next()
        try db.execute(sql: "UPDATE book SET label = ?, updatedAt = ? WHERE id = ?", arguments: [label, now, id])
        try log(.labelIssued, bookID: id, before: nil, after: "label \(label.digits)")
        return LabelledBook(book: try self.book(id), label: label)
    }

    /// Book `id`, which must be the acting user's and not removed, for `action`.
    func ownBook(_ id: Int64, toDo action: String) throws -> Book {
        let book = try book(id)
        try require(book.ownerID == actor.id, "\(action) (only its owner may)")
        guard book.status != .removed else {
            throw LendingError.bookNotAvailable(bookID: id, status: book.status, action: action)
        }
        return book
    }

    /// Removes book `id`, which must be the acting user's and available: its row stays, `removed`,
    /// with its history, while its photos go; returns them, whose files go once this is committed.
    func deleteBook(_ id: Int64) throws -> [Photo] {
        let book = try book(id)
        try require(book.ownerID == actor.id, "delete book \(id) (only its owner may)")
        guard book.status == .available else {
            throw LendingError.bookNotAvailable(bookID: id, status: book.status, action: "delete book \(id)")
        }
        let photos = try AppDatabase.photoRows(of: .book(id), db)
        try db.execute(sql: "DELETE FROM photo WHERE bookID = ?", arguments: [id])
        try db.execute(sql: "UPDATE book SET status = ?, removedAt = ?, updatedAt = ? WHERE id = ?",
                       arguments: [BookStatus.removed, now, now, id])
        try log(.bookDeleted, bookID: id, before: Self.summary(book), after: nil)
        return photos
    }

    /// One `INSERT` of `rows` available books, each taking the arguments of `insertArguments`.
    static func insertBookSQL(rows: Int) -> String {
        let row = "(?, ?, ?, ?, ?, ?, ?, ?, \(BookStatus.available.sqlLiteral), ?, ?)"
        return "INSERT INTO book (ownerID, isbn, label, title, authors, description, subjects, isGift, status, createdAt, updatedAt) "
            + "VALUES " + Array(repeating: row, count: rows).joined(separator: ", ")
    }

    static func insertArguments(_ draft: BookDraft, label: BookLabel?, owner: User,
                                at now: DatabaseValue) -> StatementArguments {
        [owner.id, draft.isbn, label, draft.title, draft.authors.jsonArrayText, draft.description,
         draft.subjects.jsonArrayText, draft.isGift, now, now]
    }

    /// `"Dune" by Frank Herbert, ISBN 9780441172719, gift`, for the event log.
    static func summary(_ book: Book) -> String {
        "\"\(book.title)\"" + (book.authors.isEmpty ? "" : " by \(book.authors.joined(separator: ", "))")
            + book.codes.map { ", \($0)" }.joined()
            + (book.description.map { ", description \"\($0)\"" } ?? "")
            + (book.subjects.isEmpty ? "" : ", subjects " + book.subjects.joined(separator: ", "))
            + (book.isGift ? ", gift" : "")
            + (book.isReference ? ", reference" : "")
    }
}
