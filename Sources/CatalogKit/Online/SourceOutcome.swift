/// What one source did for one book in a lookup.
///
/// ```swift
/// if case let .failed(error) = report.outcome { print("\(report.source): \(error)") }
/// ```
public enum SourceOutcome: Sendable, Equatable {
    /// It had the book.
    case found
    /// It had the book, but fetching its further records failed: what it gave is used, the
    /// rest is missing, and the answer is not cached.
    case partial(OnlineLookupError)
    /// It has no record of the ISBN.
    case notFound
    /// It answered with a record of another edition, refused (cached as "not found").
    case otherEdition(CatalogError)
    /// It could not be asked or gave no usable answer.
    case failed(OnlineLookupError)
    /// It was not asked: the lookup is offline and nothing was cached.
    case offline
}
