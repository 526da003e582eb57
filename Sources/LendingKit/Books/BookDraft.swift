import ISBNKit

/// The fields of a book being added; checked when made.
///
/// ```swift
/// let draft = try BookDraft(isbn: ISBN(parsing: "0-441-17271-7"), title: "Dune",
///                           authors: ["Frank Herbert"], description: "Paperback, 1990")
/// try BookDraft(isbn: isbn, title: " ", authors: ["X"])   // throws .emptyField("title")
/// try BookDraft(isbn: nil, title: "Family recipes", authors: ["Gran"])   // labelled when added
/// try BookDraft(isbn: nil, title: "Desk lamp", authors: [], isGift: true)  // a gift may be anything
/// ```
public struct BookDraft: Codable, Sendable, Equatable {
    /// The ISBN, already validated by ISBNKit; `nil` for a book without one, which is given a
    /// ShelfScan label when it is added.
    public let isbn: ISBN?
    /// The title, trimmed and not empty.
    public let title: String
    /// At least one author, each trimmed and not empty; none for a gift, which may be anything
    /// its owner gives away (a lamp, a puzzle), as a give-away board posts any item.
    public let authors: [String]
    /// A description, or `nil`; an empty one becomes `nil`.
    public let description: String?
    /// Subjects (genres, topics), each trimmed and not empty, without repeats in any letter case; may be none.
    public let subjects: [String]
    /// Whether the book is offered as a gift: handing it over transfers ownership.
    public let isGift: Bool

    /// A draft after trimming and checking the texts against their `TextField` limits; errors name
    /// the field (a blank subject is `.emptyField("subjects")`).
    ///
    /// ```swift
    /// let draft = try BookDraft(isbn: isbn, title: "Dune", authors: ["Frank Herbert"],
    ///                           subjects: ["Science fiction", "Ecology"])
    /// ```
    public init(isbn: ISBN?, title: String, authors: [String], description: String? = nil,
                subjects: [String] = [], isGift: Bool = false) throws(LendingError) {
        self.isbn = isbn
        self.title = try TextField.title.required(title)
        self.authors = isGift && authors.isEmpty ? [] : try Self.checked(authors: authors)
        self.description = try TextField.description.optional(description)
        self.subjects = try Self.checked(subjects: subjects)
        self.isGift = isGift
    }

    /// The authors checked as `TextField.author`; `.emptyField("authors")` when none is left or one
    /// is blank, `.tooManyItems` past `TextField.listLimit`.
    static func checked(authors: [String]) throws(LendingError) -> [String] {
        try checkedCount(authors, of: TextField.author)
        var names: [String] = []
        for author in authors { names.append(try TextField.author.required(author)) }
        guard !names.isEmpty else { throw .emptyField(TextField.author.name) }
        return names
    }

    /// The subjects checked as `TextField.subject`, first spelling kept when one repeats in another letter case;
    /// `.emptyField("subjects")` when one is blank.
    static func checked(subjects: [String]) throws(LendingError) -> [String] {
        try checkedCount(subjects, of: TextField.subject)
        var names: [String] = []
        var seen: Set<String> = []
        for subject in subjects {
            let name = try TextField.subject.required(subject)
            // Folded as the lookup column's NOCASE collation folds: ASCII letters only.
            if seen.insert(name.asciiFolded).inserted { names.append(name) }
        }
        return names
    }

    /// `.tooManyItems` when `items` has more than `TextField.listLimit` entries.
    private static func checkedCount(_ items: [String], of field: TextField) throws(LendingError) {
        guard items.count <= TextField.listLimit else {
            throw .tooManyItems(field: field.name, count: items.count, limit: TextField.listLimit)
        }
    }
}
