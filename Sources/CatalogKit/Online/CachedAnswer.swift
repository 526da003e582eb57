import Foundation

/// A service's answer for one ISBN as the catalogue's `lookupCache` keeps it.
struct CachedAnswer: Sendable, Hashable {
    /// What the service had; `nil` for "not found".
    var metadata: BookMetadata?
    /// When the service gave it.
    var fetchedAt: Date
}
