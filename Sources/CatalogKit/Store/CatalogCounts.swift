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
    /// Books imported from CSV lists (Goodreads, LibraryThing, plain).
    public var listedBooks: Int

    /// The given counts.
    public init(editions: Int, isbns: Int, works: Int, authors: Int, listedBooks: Int = 0) {
        self.editions = editions
        self.isbns = isbns
        self.works = works
        self.authors = authors
        self.listedBooks = listedBooks
    }
}
