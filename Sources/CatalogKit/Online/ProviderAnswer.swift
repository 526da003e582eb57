/// What one online service answered for one ISBN.
///
/// ```swift
/// switch try await GoogleBooksAPI(client: client).lookup(isbn) {
/// case let .found(metadata, _): print(metadata.title?.value ?? "untitled")
/// case .notFound: print("unknown to Google Books")
/// case let .otherEdition(refusal): print(refusal)   // a record of another edition, not used
/// }
/// ```
public enum ProviderAnswer: Sendable, Equatable {
    /// A record of exactly this edition; `recordKey` is the service's own key for it (an Open
    /// Library edition key such as `/books/OL1M`, a Google Books volume id), when it gives one.
    case found(BookMetadata, recordKey: String?)
    /// The service has no record of this ISBN.
    case notFound
    /// The service answered with a record of another edition, which is refused.
    case otherEdition(CatalogError)

    /// The metadata, when found.
    public var metadata: BookMetadata? {
        if case let .found(metadata, _) = self { return metadata }
        return nil
    }
}
