/// A book just added together with its first photos.
///
/// ```swift
/// let added = try db.addBook(draft, photos: [upload], by: alice)
/// added.photos.first?.id   // the cover photo's id
/// ```
public struct BookWithPhotos: Codable, Sendable, Equatable {
    /// The new book.
    public let book: Book
    /// Its photos, in order.
    public let photos: [Photo]

    /// Builds one from its parts, as services and tests do.
    public init(book: Book, photos: [Photo]) {
        self.book = book
        self.photos = photos
    }
}
