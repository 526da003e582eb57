/// How much the local catalogue holds, for `shelfscan catalog stats`.
///
/// ```swift
/// let counts = try catalogue.counts()
/// print("\(counts.editions) editions, \(counts.isbns) ISBNs")
/// ```
public struct CatalogCounts: Sendable, Hashable, Codable {
    /// Editions.
    public var editions: Int
    /// Distinct ISBN-13s the editions list.
    public var isbns: Int
    /// Works.
    public var works: Int
    /// Authors.
    public var authors: Int

    /// The given counts.
    public init(editions: Int, isbns: Int, works: Int, authors: Int) {
        self.editions = editions
        self.isbns = isbns
        self.works = works
        self.authors = authors
    }
}
