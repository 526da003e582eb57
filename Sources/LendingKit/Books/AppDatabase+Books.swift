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
        try write(by: owner) { tx in try tx.insertBook(draft) }
    }

    /// The `async` form of `addBook(_:by:)`.
    @discardableResult
    public func addBook(_ draft: BookDraft, by owner: User) async throws(LendingError) -> Book {
        try await write(by: owner) { tx in try tx.insertBook(draft) }
    }

    /// Adds many books in one transaction, a thousand to a statement; all or none are added.
    ///
    /// The fast path for importing a collection (100,000 books in under 10 seconds). Returns the new
    /// book ids in the order of `books`.
    ///
    /// ```swift
    /// let ids = try db.importBooks(drafts.map { BookImport(owner: alice, draft: $0) })
    /// ```
    @discardableResult
    public func importBooks(_ books: [BookImport]) throws(LendingError) -> [Int64] {
        try write { db in try Self.insert(books, at: clock.now, db) }
    }

    /// The `async` form of `importBooks(_:)`.
    @discardableResult
    public func importBooks(_ books: [BookImport]) async throws(LendingError) -> [Int64] {
        try await write { db in try Self.insert(books, at: clock.now, db) }
    }

    /// Changes the given fields of a book; only its owner may. Changes that leave every field as
    /// it was write nothing and return the book unchanged.
    ///
    /// Title and authors cannot be emptied; description and subjects can. Texts are checked as
    /// `TextField` says and errors name the field. A wrong ISBN can be corrected at any time, even
    /// during a loan (its scans then take the right one); a book whose ISBN is removed is given a
    /// ShelfScan label if it has none.
    /// The gift flag changes only while no request is accepted and no loan open, so a handover
    /// always means what both sides agreed to. The title, authors and description change only
    /// while the book is available (`.bookDetailsLocked` otherwise, naming the book and its
    /// status), as a borrower who asked for it or has it was shown them; subjects, the ISBN, the
    /// owner's private note (`privateNote(ofBook:by:)`) and photos change at any time.
    ///
    /// ```swift
    /// try db.editBook(book.id, changes: BookChanges(description: "Signed copy"), by: alice)
    /// ```
    @discardableResult
    public func editBook(_ id: Int64, changes: BookChanges, by user: User) throws(LendingError) -> Book {
        try write(by: user) { tx in try tx.editBook(id, changes: changes) }
    }

    /// The `async` form of `editBook(_:changes:by:)`.
    @discardableResult
    public func editBook(_ id: Int64, changes: BookChanges, by user: User) async throws(LendingError) -> Book {
        try await write(by: user) { tx in try tx.editBook(id, changes: changes) }
    }

    /// Deletes a book: only its owner may, and only while it is `available`. Its photos go (files no
    /// other row refers to are removed after the commit); the book stays as `removed`, out of every
    /// list and search, so its past loans, requests, ratings, comments, messages and events stay
    /// whole and `book(_:)` still shows what it was.
    ///
    /// ```swift
    /// try db.deleteBook(book.id, by: alice)
    /// ```
    public func deleteBook(_ id: Int64, by user: User) throws(LendingError) {
        let photos = try write(by: user) { tx in try tx.deleteBook(id) }
        try finishDeletion(photos.flatMap { [$0.file, $0.thumbnailFile] })
    }

    /// The `async` form of `deleteBook(_:by:)`.
    public func deleteBook(_ id: Int64, by user: User) async throws(LendingError) {
        let photos = try await write(by: user) { tx in try tx.deleteBook(id) }
        try await finishDeletion(photos.flatMap { [$0.file, $0.thumbnailFile] })
    }

    /// The book with this id, or `.bookNotFound`.
    ///
    /// ```swift
    /// try db.book(7).status   // .available
    /// ```
    public func book(_ id: Int64) throws(LendingError) -> Book {
        try read { db in try Self.fetchBook(id, db) }
    }

    /// The `async` form of `book(_:)`.
    public func book(_ id: Int64) async throws(LendingError) -> Book {
        try await read { db in try Self.fetchBook(id, db) }
    }

    private static func fetchBook(_ id: Int64, _ db: Database) throws -> Book {
        guard let book = try Book.fetchOne(db, key: id) else { throw LendingError.bookNotFound(id) }
        return book
    }

    /// Rows per `INSERT` of an import: 10 arguments each, well under SQLite's 32,766.
    ///
    /// SQLite 3.40's FTS5 writes its pending terms to disk at every statement of a transaction, so
    /// inserting 100,000 books one statement each took 10-12 s, 5 of them in FTS5 merges; with
    /// 1,000 rows a statement the same import takes 4-5 s.
    static let importRowsPerStatement = 1_000

    /// Inserts `books` `importRowsPerStatement` at a time, logging each.
    private static func insert(_ books: [BookImport], at now: Date, _ db: Database) throws -> [Int64] {
        var labels = try LabelIssuer(db)
        // Room for the whole import's pages: with the default 2 MB cache SQLite spills them to the
        // WAL and rewrites them there many times over, which costs more than the inserts.
        let cacheSize = try Int.fetchOne(db, sql: "PRAGMA cache_size") ?? -2000
        try db.execute(sql: "PRAGMA cache_size = -262144")
        defer { try? db.execute(sql: "PRAGMA cache_size = \(cacheSize)") }
        // Formatted once: formatting a date per row is a good part of the import's time.
        let at = now.databaseValue
        let log = try db.makeStatement(sql: """
            INSERT INTO lendingEvent (actorID, at, action, bookID, after)
            SELECT ownerID, createdAt, ?, id, 'book available' FROM book WHERE id BETWEEN ? AND ?
            """)
        var ids: [Int64] = []
        ids.reserveCapacity(books.count)
        for start in stride(from: 0, to: books.count, by: importRowsPerStatement) {
            let chunk = books[start..<min(start + importRowsPerStatement, books.count)]
            var arguments = StatementArguments()
            for entry in chunk {
                let label = entry.draft.isbn == nil ? try labels.next() : nil
                arguments += LendingTransaction.insertArguments(entry.draft, label: label, owner: entry.owner, at: at)
            }
            try db.cachedStatement(sql: LendingTransaction.insertBookSQL(rows: chunk.count)).execute(arguments: arguments)
            // AUTOINCREMENT numbers the rows of one INSERT one after another, in the order given.
            let last = db.lastInsertedRowID
            let first = last - Int64(chunk.count) + 1
            try log.execute(arguments: [LendingEvent.Action.bookAdded, first, last])
            guard db.changesCount == chunk.count else {
                throw LendingError.storage("imported books \(first)-\(last) are not numbered one after another")
            }
            ids.append(contentsOf: first...last)
        }
        return ids
    }
}
