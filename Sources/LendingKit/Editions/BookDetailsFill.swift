/// What a later catalogue lookup found for a book already added (`shelfscan catalog refresh`):
/// it fills only what the book lacks, never what its owner typed.
///
/// ```swift
/// let fill = BookDetailsFill(description: "Spice and sand.", subjects: ["Science fiction"],
///                            edition: BookEdition(publisher: "Ace", sources: ["Open Library"]))
/// try db.completeLookup(ofBook: book.id, with: fill, by: alice)
/// ```
public struct BookDetailsFill: Sendable, Equatable {
    /// A description, used when the book has none.
    public var description: String?
    /// Subjects, used when the book has none.
    public var subjects: [String]
    /// Edition details, each used where the book's is unknown; its `lookupPending` says whether
    /// a lookup is still owed after this one.
    public var edition: BookEdition

    /// A fill of the given fields.
    public init(description: String? = nil, subjects: [String] = [], edition: BookEdition) {
        self.description = description
        self.subjects = subjects
        self.edition = edition
    }
}
