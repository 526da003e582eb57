import Foundation
import GRDB
import ISBNKit

extension CatalogDatabase {
    /// What the catalogue knows of the edition with `isbn`, its work's description and subjects
    /// and its authors' names included; `nil` when no edition lists that ISBN. Only editions whose
    /// own ISBNs include `isbn` are looked at, so another edition of the work never answers.
    ///
    /// ```swift
    /// try catalogue.metadata(for: dune)?.authors?.value   // ["Frank Herbert"]
    /// ```
    public func metadata(for isbn: ISBN) throws(CatalogStoreError) -> BookMetadata? {
        try read { db in try Self.metadata(for: isbn, db) }
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
        guard !rows.isEmpty else { return nil }
        let records = try rows.map { row in try metadata(of: row, isbn: isbn, db) }
        // Duplicate editions of one ISBN: the latest revision first, the others fill its gaps.
        return try MetadataMerge(priority: [.localCatalogue]).merge(records, for: isbn)
    }

    private static func metadata(of row: Row, isbn: ISBN, _ db: Database) throws -> BookMetadata {
        let provenance = Provenance(source: .localCatalogue, at: row["importedAt"] ?? Date.distantPast)
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
        try read { db in
            CatalogCounts(editions: try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM edition") ?? 0,
                          isbns: try Int.fetchOne(db, sql: "SELECT COUNT(DISTINCT isbn13) FROM editionISBN") ?? 0,
                          works: try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM work") ?? 0,
                          authors: try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM author") ?? 0)
        }
    }
}
