/// Where a field of a book's metadata came from.
///
/// ```swift
/// MetadataSource.openLibrary.description   // "Open Library"
/// ```
public enum MetadataSource: String, Sendable, Hashable, Codable, CaseIterable, CustomStringConvertible {
    /// Typed or edited by the book's owner: never overwritten by a lookup.
    case user
    /// The local catalogue imported from Open Library dumps or CSV exports. Its stored and JSON
    /// name stays `localCatalogue`, as caches and records written before hold it.
    case localCatalog = "localCatalogue"
    /// The Open Library Books API or edition records.
    case openLibrary
    /// Google Books.
    case googleBooks

    /// The order lookups trust sources in when they disagree: the local catalogue first (it
    /// holds what the user chose to import), then Open Library, then Google Books.
    public static let standardPriority: [MetadataSource] = [.localCatalog, .openLibrary, .googleBooks]

    /// The source's name for people.
    public var description: String {
        switch self {
        case .user: return "you"
        case .localCatalog: return "local catalogue"
        case .openLibrary: return "Open Library"
        case .googleBooks: return "Google Books"
        }
    }
}
