/// An owner's edit of a book: only the fields that are not `nil` change.
///
/// ```swift
/// try db.editBook(7, changes: BookChanges(title: "Dune (1990 printing)"), by: alice)
/// try db.editBook(7, changes: BookChanges(title: ""), by: alice)   // throws .emptyField("title")
/// try db.editBook(7, changes: BookChanges(isbn: .set(correctISBN)), by: alice)
/// ```
public struct BookChanges: Codable, Sendable, Equatable {
    /// A new title; cannot be emptied.
    public var title: String?
    /// New authors; cannot be emptied.
    public var authors: [String]?
    /// A new description; an empty one removes it.
    public var description: String?
    /// New subjects; an empty list removes them all.
    public var subjects: [String]?
    /// Whether the book is now a gift offer.
    public var isGift: Bool?
    /// A corrected ISBN, or its removal.
    public var isbn: ISBNChange?
    /// Whether the book is now a reference book, never lent.
    public var isReference: Bool?
    /// The owner's new private note, which only they see; an empty one removes it.
    public var privateNote: String?

    /// Changes to the given fields only; an empty `subjects` list removes them all.
    ///
    /// ```swift
    /// try db.editBook(7, changes: BookChanges(subjects: ["Science fiction"]), by: alice)
    /// ```
    public init(title: String? = nil, authors: [String]? = nil, description: String? = nil,
                subjects: [String]? = nil, isGift: Bool? = nil, isbn: ISBNChange? = nil, isReference: Bool? = nil,
                privateNote: String? = nil) {
        self.title = title
        self.authors = authors
        self.description = description
        self.subjects = subjects
        self.isGift = isGift
        self.isbn = isbn
        self.isReference = isReference
        self.privateNote = privateNote
    }

    /// Whether no field changes.
    public var isEmpty: Bool {
        self == BookChanges()
    }
}
