import LendingKit

/// A book the desk added, and the input its ISBN was read from.
///
/// When the ISBN came from a photo, `source.photoPath` is the picture to keep as the book's first
/// photo once books have photos.
///
/// ```swift
/// let added = try desk.addBook(from: .photo(path: "dune.jpg"), title: "Dune", authors: ["Frank Herbert"], by: alice)
/// added.book.isbn.isbn13   // "9780441172719"
/// added.source.photoPath   // "dune.jpg"
/// ```
public struct AddedBook: Sendable, Equatable {
    /// The new book, `available`.
    public let book: Book
    /// The photo, frame or typed text the ISBN came from.
    public let source: ISBNSource

    /// Creates a result.
    public init(book: Book, source: ISBNSource) {
        self.book = book
        self.source = source
    }
}
