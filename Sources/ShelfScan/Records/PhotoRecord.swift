import LendingKit

/// A photo as services and `shelfscan --json` print it, with the paths of its file and thumbnail.
public struct PhotoRecord: Codable, Sendable, Equatable {
    /// The photo id.
    public var id: Int64
    /// The book it shows, for a book's photo.
    public var bookID: Int64?
    /// The user it shows, for a profile photo, when the caller names them.
    public var user: String?
    /// Its place among the book's photos, 0 first.
    public var position: Int
    /// `JPEG`, `PNG` or `WebP`.
    public var format: String
    /// The stored file's size.
    public var bytes: Int
    /// Width in pixels as displayed.
    public var width: Int
    /// Height in pixels as displayed.
    public var height: Int
    /// Lower-case hex SHA-256 of the stored file.
    public var sha256: String
    /// The stored file.
    public var path: String
    /// The JPEG thumbnail.
    public var thumbnail: String
    /// The thumbnail's width.
    public var thumbnailWidth: Int
    /// The thumbnail's height.
    public var thumbnailHeight: Int

    /// The record of `photo`, stored in `database`.
    public init(_ photo: Photo, in database: AppDatabase, user: String? = nil) {
        id = photo.id
        bookID = photo.bookID
        self.user = user
        position = photo.position
        format = photo.format.rawValue
        bytes = photo.byteCount
        width = photo.width
        height = photo.height
        sha256 = photo.sha256
        path = database.path(of: photo)
        thumbnail = database.path(of: photo, thumbnail: true)
        thumbnailWidth = photo.thumbnailWidth
        thumbnailHeight = photo.thumbnailHeight
    }
}
