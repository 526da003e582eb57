import ISBNKit

/// What a lookup found for one ISBN: the merged metadata and each source's part.
///
/// ```swift
/// let result = await lookup.lookup(isbn)
/// print(result.metadata?.title?.value ?? "unknown")
/// for failure in result.failures { print(failure) }   // "Open Library: …: no answer within 10 s"
/// if result.refreshWorthwhile { /* ask again when online */ }
/// ```
public struct CatalogLookupResult: Sendable, Equatable {
    /// The ISBN looked up.
    public var isbn: ISBN
    /// Every answer merged with `MetadataMerge`; `nil` when no source had the book.
    public var metadata: BookMetadata?
    /// Each source consulted, in the order it was: the local catalogue, then the online services.
    public var reports: [SourceReport]

    /// A result for `isbn`.
    public init(isbn: ISBN, metadata: BookMetadata? = nil, reports: [SourceReport] = []) {
        self.isbn = isbn
        self.metadata = metadata
        self.reports = reports
    }

    /// The sources that had the book.
    public var answered: [MetadataSource] {
        reports.filter { report in
            switch report.outcome {
            case .found, .partial: return true
            default: return false
            }
        }.map(\.source)
    }

    /// The reports of sources that failed, wholly or in part.
    public var failures: [SourceReport] {
        reports.filter { report in
            switch report.outcome {
            case .failed, .partial: return true
            default: return false
            }
        }
    }

    /// Whether asking again later may give more: a source failed, or was not asked for being offline.
    public var refreshWorthwhile: Bool {
        !failures.isEmpty || reports.contains { $0.outcome == .offline }
    }
}
