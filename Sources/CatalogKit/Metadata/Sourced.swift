/// A field's value with where it came from: one source for a single value, each contributing
/// source for a list merged from several.
///
/// ```swift
/// let title = Sourced("Dune", from: Provenance(source: .openLibrary, at: now))
/// title.value                     // "Dune"
/// title.provenance.first?.source  // .openLibrary
/// ```
public struct Sourced<Value: Sendable & Hashable & Codable>: Sendable, Hashable, Codable {
    /// The value.
    public var value: Value
    /// The sources that gave it, most trusted first.
    public var provenance: [Provenance]

    /// `value` as `provenance` gave it.
    public init(_ value: Value, from provenance: Provenance) {
        self.value = value
        self.provenance = [provenance]
    }

    /// `value` as several sources gave it together.
    public init(_ value: Value, from provenance: [Provenance]) {
        self.value = value
        self.provenance = provenance
    }

    /// Whether the owner typed it.
    public var isUsers: Bool { provenance.contains { $0.source == .user } }
}
