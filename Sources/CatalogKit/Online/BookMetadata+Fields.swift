extension BookMetadata {
    /// Whether `field` holds a value (a blank text or an empty list counts as none).
    ///
    /// ```swift
    /// metadata.has(.title)   // true once a source gave a title
    /// ```
    public func has(_ field: MetadataField) -> Bool {
        switch field {
        case .title: return Self.present(title?.value)
        case .subtitle: return Self.present(subtitle?.value)
        case .authors: return authors?.value.isEmpty == false
        case .publisher: return Self.present(publisher?.value)
        case .published: return published != nil
        case .pages: return (pages?.value ?? 0) > 0
        case .language: return Self.present(language?.value)
        case .subjects: return subjects?.value.isEmpty == false
        case .summary: return Self.present(summary?.value)
        case .coverID: return coverID != nil
        }
    }

    /// The fields of `fields` that hold no value.
    ///
    /// ```swift
    /// BookMetadata(isbn: isbn).missing([.title, .authors])   // [.title, .authors]
    /// ```
    public func missing(_ fields: Set<MetadataField>) -> Set<MetadataField> {
        fields.filter { !has($0) }
    }

    private static func present(_ text: String?) -> Bool {
        text?.contains { !$0.isWhitespace } ?? false
    }
}
