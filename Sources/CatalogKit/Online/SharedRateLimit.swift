import Foundation

/// The pace requests to each online service keep, shared by every process that uses the same
/// catalogue file: each request first takes a turn from its service's row in the `rateBucket`
/// table (in one write transaction), then waits until the turn starts.
///
/// ```swift
/// let limit = SharedRateLimit(catalogue: catalogue)
/// let start = try await limit.reserve(.googleBooks, now: Date())
/// // wait until `start`, then send the request
/// ```
public struct SharedRateLimit: Sendable {
    /// The catalogue whose `rateBucket` table holds the turns.
    public let catalog: CatalogDatabase

    /// The rate limit kept in `catalogue`.
    public init(catalog: CatalogDatabase) {
        self.catalog = catalog
    }

    /// Takes the next turn of `bucket`: it starts at the later of `now` and the end of the last
    /// turn anyone took, and the bucket's next turn one interval after that.
    public func reserve(_ bucket: RateBucket, now: Date) async throws(CatalogStoreError) -> Date {
        try await catalog.reserveTurn(in: bucket, now: now)
    }

    /// Lets no turn of `bucket` start before `date` (a service asked for a pause).
    public func postpone(_ bucket: RateBucket, until date: Date) async throws(CatalogStoreError) {
        try await catalog.postpone(bucket, until: date)
    }
}
