import LendingKit

/// A book the desk added, and the input its ISBN was read from.
///
/// When the ISBN came from a photo file or an upload, that photo is the book's first photo.
///
/// ```swift
/// let added = try desk.addBook(from: .photo(path: "dune.jpg"), title: "Dune", authors: ["Frank Herbert"], by: alice)
/// added.book.isbn?.isbn13  // "9780441172719"
/// added.source.photoPath   // "dune.jpg"
/// added.photo?.format      // .jpeg
/// ```
public struct AddedBook: Sendable, Equatable {
    /// The new book, `available`.
    public let book: Book
    /// The photo, upload, frame or typed text the ISBN came from.
    public let source: BookCodeSource
    /// The stored photo when `source` is a photo file or an upload; `nil` for frames and typed ISBNs.
    public let photo: Photo?

    /// Creates a result.
    public init(book: Book, source: BookCodeSource, photo: Photo? = nil) {
        self.book = book
        self.source = source
        self.photo = photo
    }
}
