import Foundation
internal import GRDB
import ISBNKit

extension CatalogDatabase {
    /// What the catalogue knows of the edition with `isbn`, its work's description and subjects
    /// and its authors' names included, and what an imported list says of it; `nil` when neither
    /// an edition nor a list has that ISBN. Only editions whose
    /// own ISBNs include `isbn` are looked at, so another edition of the work never answers.
    ///
    /// ```swift
    /// try catalogue.metadata(for: dune)?.authors?.value   // ["Frank Herbert"]
    /// ```
    public func metadata(for isbn: ISBN) throws(CatalogStoreError) -> BookMetadata? {
        try read { db in try Self.metadata(for: isbn, db) }
    }

    /// The `async` form of `metadata(for:)`.
    public func metadata(for isbn: ISBN) async throws(CatalogStoreError) -> BookMetadata? {
        try await read { db in try Self.metadata(for: isbn, db) }
    }

    static func metadata(for isbn: ISBN, _ db: Database) throws -> BookMetadata? {
        let rows = try Row.fetchAll(db.cachedStatement(sql: """
            SELECT edition.*, work.title AS workTitle, work.authorKeys AS workAuthorKeys,
                   work.subjects AS workSubjects, work.description AS workDescription
            FROM editionISBN JOIN edition ON edition.key = editionISBN.editionKey
            LEFT JOIN work ON work.key = edition.workKey
            WHERE editionISBN.isbn13 = ?
            ORDER BY edition.revision DESC, edition.key
            """), arguments: [isbn.isbn13])
        var records = try rows.map { row in try metadata(of: row, isbn: isbn, db) }
        if let listed = try Row.fetchOne(db.cachedStatement(sql: "SELECT * FROM listedBook WHERE isbn13 = ?"),
                                         arguments: [isbn.isbn13]) {
            records.append(listedMetadata(of: listed, isbn: isbn))
        }
        guard !records.isEmpty else { return nil }
        // Duplicate editions of one ISBN: the latest revision first, the others fill its gaps, and a
        // book from an imported list after them (a list holds fewer fields than a dump).
        return try MetadataMerge(priority: [.localCatalog]).merge(records, for: isbn)
    }

    /// The metadata of a `listedBook` row, imported from a CSV export.
    private static func listedMetadata(of row: Row, isbn: ISBN) -> BookMetadata {
        let provenance = Provenance(source: .localCatalog, at: row["importedAt"] ?? Date.distantPast)
        func sourced<Value>(_ value: Value?) -> Sourced<Value>? { value.map { Sourced($0, from: provenance) } }
        var metadata = BookMetadata(isbn: isbn)
        metadata.title = sourced(row["title"] as String?)
        metadata.subtitle = sourced(row["subtitle"] as String?)
        let authors = JSONList.items(row["authors"])
        metadata.authors = authors.isEmpty ? nil : Sourced(authors, from: provenance)
        metadata.publisher = sourced(row["publisher"] as String?)
        metadata.published = sourced((row["published"] as String?).flatMap(PublicationDate.init(parsing:)))
        metadata.pages = sourced(row["pages"] as Int?)
        return metadata
    }

    private static func metadata(of row: Row, isbn: ISBN, _ db: Database) throws -> BookMetadata {
        let provenance = Provenance(source: .localCatalog, at: row["importedAt"] ?? Date.distantPast)
        func sourced<Value>(_ value: Value?) -> Sourced<Value>? { value.map { Sourced($0, from: provenance) } }
        func list(_ items: [String]) -> Sourced<[String]>? { items.isEmpty ? nil : Sourced(items, from: provenance) }
        var metadata = BookMetadata(isbn: isbn)
        let title: String? = row["title"]
        metadata.title = sourced(title?.isEmpty == false ? title : row["workTitle"])
        metadata.subtitle = sourced(row["subtitle"] as String?)
        let editionAuthors = JSONList.items(row["authorKeys"])
        metadata.authors = list(try names(of: editionAuthors.isEmpty ? JSONList.items(row["workAuthorKeys"]) : editionAuthors, db))
        metadata.publisher = sourced(JSONList.items(row["publishers"]).first)
        metadata.published = sourced((row["published"] as String?).flatMap(PublicationDate.init(parsing:)))
        metadata.pages = sourced(row["pages"] as Int?)
        metadata.language = sourced(JSONList.items(row["languages"]).first)
        var subjects = JSONList.items(row["subjects"])
        subjects += JSONList.items(row["workSubjects"]).filter { !subjects.contains($0) }
        metadata.subjects = list(subjects)
        metadata.summary = sourced(row["workDescription"] as String?)
        metadata.coverID = sourced(row["coverID"] as Int?)
        return metadata
    }

    /// The names of the authors `keys` name, in that order; authors not in the catalogue are left out.
    private static func names(of keys: [String], _ db: Database) throws -> [String] {
        try keys.compactMap { key in
            try String.fetchOne(db.cachedStatement(sql: "SELECT name FROM author WHERE key = ?"), arguments: [key])
        }
    }

    /// How many editions, ISBNs, works and authors the catalogue holds.
    public func counts() throws(CatalogStoreError) -> CatalogCounts {
        try read(Self.counts)
    }

    /// The `async` form of `counts()`.
    public func counts() async throws(CatalogStoreError) -> CatalogCounts {
        try await read(Self.counts)
    }

    private static func counts(_ db: Database) throws -> CatalogCounts {
        CatalogCounts(editions: try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM edition") ?? 0,
                      isbns: try Int.fetchOne(db, sql: "SELECT COUNT(DISTINCT isbn13) FROM editionISBN") ?? 0,
                      works: try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM work") ?? 0,
                      authors: try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM author") ?? 0,
                      listedBooks: try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM listedBook") ?? 0)
    }
}
