import Foundation
internal import GRDB
import ISBNKit

extension CatalogDatabase {
    /// `source`'s unexpired answers for `isbns`, by ISBN.
    func cachedAnswers(for isbns: [ISBN], from source: MetadataSource,
                       at now: Date) async throws(CatalogStoreError) -> [ISBN: CachedAnswer] {
        try await read { db in
            var answers: [ISBN: CachedAnswer] = [:]
            let statement = try db.cachedStatement(sql: """
                SELECT found, metadata, fetchedAt FROM lookupCache
                WHERE isbn13 = ? AND source = ? AND expiresAt > ?
                """)
            for isbn in isbns {
                guard let row = try Row.fetchOne(statement, arguments: [isbn.isbn13, source.rawValue, now]) else { continue }
                answers[isbn] = Self.answer(row, isbn: isbn)
            }
            return answers
        }
    }

    /// The answer a cache row holds. A found book whose metadata no longer decodes (written by
    /// another version) counts as absent, so that it is asked for again.
    private static func answer(_ row: Row, isbn: ISBN) -> CachedAnswer? {
        guard let fetchedAt: Date = row["fetchedAt"] else { return nil }
        guard row["found"] as Bool? == true else { return CachedAnswer(metadata: nil, fetchedAt: fetchedAt) }
        guard let text: String = row["metadata"],
              let metadata = try? JSONDecoder().decode(BookMetadata.self, from: Data(text.utf8)),
              metadata.isbn == isbn
        else { return nil }
        return CachedAnswer(metadata: metadata, fetchedAt: fetchedAt)
    }

    /// Keeps `source`'s answers (metadata, or `nil` for "not found"), fetched at `fetchedAt`, in
    /// one transaction: a found book until `foundLifetime` has passed, a missing one until
    /// `notFoundLifetime` has.
    func cache(_ answers: [ISBN: BookMetadata?], from source: MetadataSource, fetchedAt: Date,
               foundLifetime: Duration, notFoundLifetime: Duration) async throws(CatalogStoreError) {
        let rows = answers.compactMap { isbn, metadata in
            CacheRow(isbn: isbn, metadata: metadata, fetchedAt: fetchedAt,
                     lifetime: metadata == nil ? notFoundLifetime : foundLifetime)
        }
        guard !rows.isEmpty else { return }
        try await write { db in
            let statement = try db.cachedStatement(sql: """
                INSERT OR REPLACE INTO lookupCache (isbn13, source, found, metadata, fetchedAt, expiresAt)
                VALUES (?, ?, ?, ?, ?, ?)
                """)
            for row in rows {
                try statement.execute(arguments: [row.isbn13, source.rawValue, row.found, row.json, fetchedAt, row.expiresAt])
            }
        }
    }

    /// One answer as the cache stores it.
    private struct CacheRow: Sendable {
        var isbn13: String
        var found: Bool
        var json: String?
        var expiresAt: Date

        /// `nil` when found metadata cannot be encoded: better asked again than kept as "not found".
        init?(isbn: ISBN, metadata: BookMetadata?, fetchedAt: Date, lifetime: Duration) {
            isbn13 = isbn.isbn13
            found = metadata != nil
            expiresAt = fetchedAt.addingTimeInterval(lifetime.inSeconds)
            guard let metadata else { return }
            guard let data = try? JSONEncoder().encode(metadata) else { return nil }
            json = String(decoding: data, as: UTF8.self)
        }
    }
}
