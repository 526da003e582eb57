/// What the owner typed for a new book; empty fields are filled from the catalogue.
///
/// ```swift
/// let typed = TypedBookDetails(title: "Dune")              // authors and the rest from the catalogue
/// let full = TypedBookDetails(title: "Dune", authors: ["Frank Herbert"], subjects: ["Science fiction"])
/// ```
public struct TypedBookDetails: Sendable, Equatable {
    /// The title, or `nil` to take the catalogue's.
    public var title: String?
    /// The authors, or none to take the catalogue's.
    public var authors: [String]
    /// A description, or `nil` to take the catalogue's.
    public var description: String?
    /// Subjects, or none to take the catalogue's.
    public var subjects: [String]
    /// Whether the book is given away rather than lent.
    public var isGift: Bool

    /// The typed fields.
    public init(title: String? = nil, authors: [String] = [], description: String? = nil, subjects: [String] = [],
                isGift: Bool = false) {
        self.title = title
        self.authors = authors
        self.description = description
        self.subjects = subjects
        self.isGift = isGift
    }
}
