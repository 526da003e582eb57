import Foundation
internal import GRDB

extension CatalogDatabase {
    /// Stores `records` in one transaction: each replaces the row of its key unless that row is
    /// of a later revision (dumps overlap, and a later dump must not be undone by an earlier one).
    /// Records of other types are ignored.
    ///
    /// ```swift
    /// try catalogue.store([.edition(dune), .work(duneWork), .author(herbert)], at: Date())
    /// ```
    public func store(_ records: [OpenLibraryRecord], at date: Date) throws(CatalogStoreError) {
        try write { db in try Self.store(records, at: date, db) }
    }

    /// The `async` form of `store(_:at:)`.
    public func store(_ records: [OpenLibraryRecord], at date: Date) async throws(CatalogStoreError) {
        try await write { db in try Self.store(records, at: date, db) }
    }

    /// The row writes of `store(_:at:)`, for callers already in a transaction.
    static func store(_ records: [OpenLibraryRecord], at date: Date, _ db: Database) throws {
        if records.contains(where: \.isKept) { try markTitleSearch(stale: true, db) }
        for record in records {
            switch record {
            case let .edition(edition): try store(edition, at: date, db)
            case let .work(work): try store(work, db)
            case let .author(author): try store(author, db)
            case .skipped: continue
            }
        }
    }

    private static func store(_ edition: OpenLibraryEdition, at date: Date, _ db: Database) throws {
        try db.cachedStatement(sql: """
            INSERT INTO edition (key, revision, title, subtitle, publishers, publishDate, published, pages, languages,
                                 subjects, coverID, authorKeys, workKey, importedAt)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
            ON CONFLICT (key) DO UPDATE SET revision = excluded.revision, title = excluded.title,
                subtitle = excluded.subtitle, publishers = excluded.publishers, publishDate = excluded.publishDate,
                published = excluded.published, pages = excluded.pages, languages = excluded.languages,
                subjects = excluded.subjects, coverID = excluded.coverID, authorKeys = excluded.authorKeys,
                workKey = excluded.workKey, importedAt = excluded.importedAt
            WHERE excluded.revision >= edition.revision
            """).execute(arguments: [
                edition.key, edition.revision, edition.title, edition.subtitle, JSONList.text(edition.publishers),
                edition.publishDate, edition.published?.description, edition.numberOfPages,
                JSONList.text(edition.languages), JSONList.text(edition.subjects), edition.coverIDs.first,
                JSONList.text(edition.authorKeys), edition.workKeys.first, date,
            ])
        guard db.changesCount > 0 else { return }
        try db.cachedStatement(sql: "DELETE FROM editionISBN WHERE editionKey = ?").execute(arguments: [edition.key])
        let insert = try db.cachedStatement(sql: "INSERT OR IGNORE INTO editionISBN (isbn13, editionKey) VALUES (?, ?)")
        for isbn in edition.isbns { try insert.execute(arguments: [isbn.isbn13, edition.key]) }
    }

    private static func store(_ work: OpenLibraryWork, _ db: Database) throws {
        try db.cachedStatement(sql: """
            INSERT INTO work (key, revision, title, subtitle, authorKeys, subjects, description, firstPublished)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?)
            ON CONFLICT (key) DO UPDATE SET revision = excluded.revision, title = excluded.title,
                subtitle = excluded.subtitle, authorKeys = excluded.authorKeys, subjects = excluded.subjects,
                description = excluded.description, firstPublished = excluded.firstPublished
            WHERE excluded.revision >= work.revision
            """).execute(arguments: [
                work.key, work.revision, work.title, work.subtitle, JSONList.text(work.authorKeys),
                JSONList.text(work.subjects), work.description, work.firstPublished?.description,
            ])
    }

    private static func store(_ author: OpenLibraryAuthor, _ db: Database) throws {
        try db.cachedStatement(sql: """
            INSERT INTO author (key, revision, name) VALUES (?, ?, ?)
            ON CONFLICT (key) DO UPDATE SET revision = excluded.revision, name = excluded.name
            WHERE excluded.revision >= author.revision
            """).execute(arguments: [author.key, author.revision, author.name])
    }
}
