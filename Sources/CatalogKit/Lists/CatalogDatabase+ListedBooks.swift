import Foundation
internal import GRDB
import ISBNKit

extension CatalogDatabase {
    /// The book a list import stored for `isbn`; `nil` when no list has it.
    ///
    /// ```swift
    /// try catalogue.listedBook(for: ISBN(parsing: "0441172717"))?.title   // "Dune"
    /// ```
    public func listedBook(for isbn: ISBN) throws(CatalogStoreError) -> ListedBook? {
        try read { db in try Self.listedBook(for: isbn, db) }
    }

    /// The `async` form of `listedBook(for:)`.
    public func listedBook(for isbn: ISBN) async throws(CatalogStoreError) -> ListedBook? {
        try await read { db in try Self.listedBook(for: isbn, db) }
    }

    private static func listedBook(for isbn: ISBN, _ db: Database) throws -> ListedBook? {
        try Row.fetchOne(db, sql: "SELECT * FROM listedBook WHERE isbn13 = ?", arguments: [isbn.isbn13])
            .map { row in try ListedBook(row: row) }
    }

    /// Stores `books` in one transaction, each replacing the row of its ISBN, and marks the title
    /// search index stale (it holds listed books' titles and authors). Nothing is written for no books.
    func store(_ books: [ListedBook]) throws(CatalogStoreError) {
        guard !books.isEmpty else { return }
        try write { db in
            let insert = try db.cachedStatement(sql: """
                INSERT OR REPLACE INTO listedBook (isbn13, title, subtitle, authors, publisher, published, pages, file, line, importedAt)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                """)
            for book in books {
                try insert.execute(arguments: [
                    book.isbn.isbn13, book.title, book.subtitle, JSONList.text(book.authors), book.publisher,
                    book.published?.description, book.pages, book.file, book.line, book.importedAt,
                ])
            }
            try Self.markTitleSearch(stale: true, db)
        }
    }
}

extension ListedBook {
    /// The book a `listedBook` row holds.
    fileprivate init(row: Row) throws {
        self.init(isbn: try ISBN(gtin13: row["isbn13"]), title: row["title"], subtitle: row["subtitle"],
                  authors: JSONList.items(row["authors"]), publisher: row["publisher"],
                  published: (row["published"] as String?).flatMap(PublicationDate.init(parsing:)), pages: row["pages"],
                  file: row["file"], line: row["line"], importedAt: row["importedAt"])
    }
}
