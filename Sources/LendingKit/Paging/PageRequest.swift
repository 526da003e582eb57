/// Which slice of a long list to return: at most `limit` entries after skipping `offset`.
///
/// Every list that can grow with the database (search, an owner's books, loans, reviews) is read
/// a page at a time, with the total count beside it, so a library of 100,000 books answers as
/// fast as one of ten.
///
/// ```swift
/// let page = try PageRequest(limit: 20, offset: 40)   // entries 41 to 60
/// try PageRequest(limit: 0)                           // throws .invalidPage
/// ```
public struct PageRequest: Codable, Sendable, Hashable {
    /// The most entries one page may ask for.
    public static let maximumLimit = 1_000
    /// The first 50 entries.
    public static let first = PageRequest(checkedLimit: 50, offset: 0)

    /// How many entries at most.
    public let limit: Int
    /// How many entries to skip.
    public let offset: Int

    /// A page of at most `limit` (1 to `maximumLimit`) entries after `offset` (0 or more).
    public init(limit: Int = 50, offset: Int = 0) throws(LendingError) {
        guard (1...Self.maximumLimit).contains(limit), offset >= 0 else {
            throw .invalidPage(limit: limit, offset: offset, maximumLimit: Self.maximumLimit)
        }
        self.init(checkedLimit: limit, offset: offset)
    }

    private init(checkedLimit limit: Int, offset: Int) {
        self.limit = limit
        self.offset = offset
    }
}
