/// An online service that answers book metadata by ISBN.
///
/// ```swift
/// OnlineProvider.googleBooks.source   // .googleBooks
/// ```
public enum OnlineProvider: String, Sendable, Hashable, Codable, CaseIterable, CustomStringConvertible {
    /// Open Library: its Books API, then edition, work and author records.
    case openLibrary
    /// Google Books' volume search.
    case googleBooks

    /// The source its answers are credited to.
    public var source: MetadataSource {
        switch self {
        case .openLibrary: return .openLibrary
        case .googleBooks: return .googleBooks
        }
    }

    /// The service's name for people.
    public var description: String { source.description }
}
