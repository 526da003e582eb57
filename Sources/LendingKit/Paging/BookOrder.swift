/// How a list of books is sorted: the library app's "rearrange the list".
///
/// ```swift
/// try db.search("garden", order: .title)
/// try db.myBooks(alice, order: .author, page: PageRequest(limit: 20))
/// ```
public enum BookOrder: String, Sendable, CaseIterable {
    /// By title, ignoring ASCII letter case.
    case title
    /// By the first author as written (`Frank Herbert` under F), then by title.
    case author
    /// Newest first: when the book was added, or for loans and requests their latest step.
    case date
    /// By where the book stands (available, requested, accepted, borrowed; in a borrower's list:
    /// requested, accepted, borrowed), then by title.
    case status
}
