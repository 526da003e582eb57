import ISBNKit

/// The fields of a book being added; checked when made.
///
/// ```swift
/// let draft = try BookDraft(isbn: ISBN(parsing: "0-441-17271-7"), title: "Dune",
///                           authors: ["Frank Herbert"], description: "Paperback, 1990")
/// try BookDraft(isbn: isbn, title: " ", authors: ["X"])   // throws .emptyField("title")
/// ```
public struct BookDraft: Sendable, Equatable {
    /// The ISBN, already validated by ISBNKit.
    public let isbn: ISBN
    /// The title, trimmed and not empty.
    public let title: String
    /// At least one author, each trimmed and not empty.
    public let authors: [String]
    /// A description, or `nil`; an empty one becomes `nil`.
    public let description: String?
    /// Whether the book is offered as a gift: handing it over transfers ownership.
    public let isGift: Bool

    /// A draft after trimming and checking the texts; errors name the field.
    public init(isbn: ISBN, title: String, authors: [String], description: String? = nil,
                isGift: Bool = false) throws(LendingError) {
        self.isbn = isbn
        self.title = try title.required("title")
        self.authors = try Self.checked(authors: authors)
        self.description = description?.trimmed.nilIfEmpty
        self.isGift = isGift
    }

    /// The authors trimmed; `.emptyField("authors")` when none is left or one is blank.
    static func checked(authors: [String]) throws(LendingError) -> [String] {
        var names: [String] = []
        for author in authors { names.append(try author.required("authors")) }
        guard !names.isEmpty else { throw .emptyField("authors") }
        return names
    }
}
