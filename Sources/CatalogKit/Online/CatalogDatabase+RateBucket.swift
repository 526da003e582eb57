import Foundation
internal import GRDB

extension CatalogDatabase {
    /// Takes the next turn of `bucket` in one write transaction: the turn starts at the later of
    /// `now` and the bucket's next free time, and the next free time moves one interval past it.
    /// Every process on the same catalogue file takes its turns from the same row, so together
    /// they keep the pace. Returns when the caller's request may leave.
    func reserveTurn(in bucket: RateBucket, now: Date) async throws(CatalogStoreError) -> Date {
        let interval = bucket.interval.inSeconds
        let nowSeconds = now.timeIntervalSince1970
        let start = try await write { db in
            let nextFree = try Double.fetchOne(db, sql: "SELECT nextFreeAt FROM rateBucket WHERE source = ?",
                                               arguments: [bucket.name])
            let start = max(nowSeconds, nextFree ?? nowSeconds)
            try db.execute(sql: "INSERT OR REPLACE INTO rateBucket (source, nextFreeAt) VALUES (?, ?)",
                           arguments: [bucket.name, start + interval])
            return start
        }
        return Date(timeIntervalSince1970: start)
    }

    /// Moves `bucket`'s next free time to `date` unless it is already later: a service that asked
    /// for a pause gets it from every process.
    func postpone(_ bucket: RateBucket, until date: Date) async throws(CatalogStoreError) {
        let seconds = date.timeIntervalSince1970
        try await write { db in
            try db.execute(sql: """
                INSERT INTO rateBucket (source, nextFreeAt) VALUES (?, ?)
                ON CONFLICT (source) DO UPDATE SET nextFreeAt = MAX(nextFreeAt, excluded.nextFreeAt)
                """, arguments: [bucket.name, seconds])
        }
    }
}
