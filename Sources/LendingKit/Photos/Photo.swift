import Foundation
import GRDB
import RasterKit

/// A photo of a book, or a user's profile photo: the row describing one stored, cleaned file.
///
/// Exactly one of `bookID` and `userID` is set. The file and its thumbnail live in the store's
/// photo folder under their SHA-256 (see `AppDatabase.path(of:thumbnail:)`).
///
/// ```swift
/// let photos = try db.photos(ofBook: book.id)
/// photos.first?.format      // .jpeg
/// photos.first?.width       // 1200
/// ```
public struct Photo: Codable, Sendable, Equatable, Identifiable, FetchableRecord, TableRecord {
    /// The database's table name.
    public static let databaseTableName = "photo"

    /// The row id: the "photo id" commands take.
    public let id: Int64
    /// The book shown, for a book's photo.
    public let bookID: Int64?
    /// The user shown, for a profile photo.
    public let userID: Int64?
    /// Order among the book's photos, the first (lowest) being the cover shown first.
    public let position: Int
    /// Lower-case hex SHA-256 of the stored file.
    public let sha256: String
    /// The file's real format.
    public let format: PhotoFormat
    /// The stored file's size, after metadata removal.
    public let byteCount: Int
    /// Width in pixels as displayed.
    public let width: Int
    /// Height in pixels as displayed.
    public let height: Int
    /// Lower-case hex SHA-256 of the JPEG thumbnail.
    public let thumbnailSHA256: String
    /// The thumbnail's size in bytes.
    public let thumbnailByteCount: Int
    /// The thumbnail's width in pixels.
    public let thumbnailWidth: Int
    /// The thumbnail's height in pixels.
    public let thumbnailHeight: Int
    /// When the photo was attached.
    public let createdAt: Date

    /// Builds one from its parts, as services and tests do.
    public init(id: Int64, bookID: Int64?, userID: Int64?, position: Int, sha256: String, format: PhotoFormat,
                byteCount: Int, width: Int, height: Int, thumbnailSHA256: String, thumbnailByteCount: Int,
                thumbnailWidth: Int, thumbnailHeight: Int, createdAt: Date) {
        self.id = id
        self.bookID = bookID
        self.userID = userID
        self.position = position
        self.sha256 = sha256
        self.format = format
        self.byteCount = byteCount
        self.width = width
        self.height = height
        self.thumbnailSHA256 = thumbnailSHA256
        self.thumbnailByteCount = thumbnailByteCount
        self.thumbnailWidth = thumbnailWidth
        self.thumbnailHeight = thumbnailHeight
        self.createdAt = createdAt
    }

    /// The stored photo file.
    var file: StoredFile { StoredFile(sha256: sha256, format: format) }
    /// The stored thumbnail file.
    var thumbnailFile: StoredFile { StoredFile(sha256: thumbnailSHA256, format: .jpeg) }

    /// The table's columns, for queries.
    public enum Columns {
        /// `id`, in the order photos were attached.
        public static let id = Column(CodingKeys.id)
    }

    /// `photo 3: JPEG 1200×800, 234567 bytes`, for the event log.
    var summary: String {
        "photo \(id): \(format) \(width)×\(height), \(byteCount) bytes"
    }
}
