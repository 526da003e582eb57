import Foundation

/// Which source gave a field, and when it was fetched or typed.
///
/// ```swift
/// let provenance = Provenance(source: .openLibrary, at: Date())
/// ```
public struct Provenance: Sendable, Hashable, Codable {
    /// The source.
    public var source: MetadataSource
    /// When the source gave it.
    public var at: Date

    /// A field from `source` at `at`.
    public init(source: MetadataSource, at: Date) {
        self.source = source
        self.at = at
    }
}
