import LendingKit

/// A photo as `--json` prints it, with the paths of its file and thumbnail.
struct PhotoRecord: Encodable {
    var id: Int64
    var bookID: Int64?
    var user: String?
    var position: Int
    var format: String
    var bytes: Int
    var width: Int
    var height: Int
    var sha256: String
    var path: String
    var thumbnail: String
    var thumbnailWidth: Int
    var thumbnailHeight: Int

    init(_ photo: Photo, in database: AppDatabase, user: String? = nil) {
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

    /// `photo 3: JPEG 1200×800, 234567 bytes, thumbnail /…/5e/5e0c….jpg`.
    var text: String {
        "photo \(id): \(format) \(width)×\(height), \(bytes) bytes, thumbnail \(thumbnail)"
    }

    /// The record as one output line.
    var line: OutputLine { OutputLine(text: text, record: self) }
}
