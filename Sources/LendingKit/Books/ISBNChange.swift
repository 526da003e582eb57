import ISBNKit

/// A change to a book's ISBN: a corrected number, or none at all for a book that has none.
///
/// ```swift
/// try db.editBook(7, changes: BookChanges(isbn: .set(try ISBN(parsing: "0-441-17271-7"))), by: alice)
/// try db.editBook(7, changes: BookChanges(isbn: .remove), by: alice)   // the book gets a label
/// ```
public enum ISBNChange: Codable, Sendable, Equatable {
    /// The book's ISBN is this one.
    case set(ISBN)
    /// The book has no ISBN; it is given a ShelfScan label if it has none, so a scan still finds it.
    case remove
}
