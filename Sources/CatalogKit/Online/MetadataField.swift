/// One field of `BookMetadata`, to say which ones a lookup wants filled.
///
/// ```swift
/// var settings = OnlineSettings()
/// settings.wanted = [.title, .authors, .summary]   // also ask online for a description
/// ```
public enum MetadataField: String, Sendable, Hashable, Codable, CaseIterable {
    /// `BookMetadata.title`.
    case title
    /// `BookMetadata.subtitle`.
    case subtitle
    /// `BookMetadata.authors`.
    case authors
    /// `BookMetadata.publisher`.
    case publisher
    /// `BookMetadata.published`.
    case published
    /// `BookMetadata.pages`.
    case pages
    /// `BookMetadata.language`.
    case language
    /// `BookMetadata.subjects`.
    case subjects
    /// `BookMetadata.summary`.
    case summary
    /// `BookMetadata.coverID`.
    case coverID
}
