import Foundation

/// One source's part in looking up one book: what it did, and whether the answer came from the cache.
///
/// ```swift
/// for report in result.reports { print(report) }
/// // local catalogue: not found
/// // Open Library: found (cached, fetched 2026-03-01 10:00:00 +0000)
/// // Google Books: https://www.googleapis.com/books/v1/volumes?q=isbn:9780000000019: no answer within 10 s
/// ```
public struct SourceReport: Sendable, Equatable, CustomStringConvertible {
    /// The source.
    public var source: MetadataSource
    /// What it did.
    public var outcome: SourceOutcome
    /// When the answer was fetched, if it came from the cache.
    public var cachedAt: Date?
    /// Why the cache could not be read or written for this answer, if it could not.
    public var cacheError: CatalogStoreError?

    /// A report of `outcome` from `source`.
    public init(source: MetadataSource, outcome: SourceOutcome, cachedAt: Date? = nil, cacheError: CatalogStoreError? = nil) {
        self.source = source
        self.outcome = outcome
        self.cachedAt = cachedAt
        self.cacheError = cacheError
    }

    /// The source, then what happened.
    public var description: String {
        let cached = cachedAt.map { " (cached, fetched \($0))" } ?? ""
        let cacheProblem = cacheError.map { "; cache: \($0)" } ?? ""
        return "\(source): \(outcomeDescription)\(cached)\(cacheProblem)"
    }

    private var outcomeDescription: String {
        switch outcome {
        case .found: return "found"
        case let .partial(error): return "found in part; \(error)"
        case .notFound: return "not found"
        case let .otherEdition(error): return "refused: \(error)"
        case let .failed(error): return error.description
        case .offline: return "not asked (offline)"
        }
    }
}
