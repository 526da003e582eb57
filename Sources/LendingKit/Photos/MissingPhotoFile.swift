/// A photo row whose file is not in the photo folder (deleted by hand, or a damaged disk).
///
/// ```swift
/// for gap in try db.collectPhotoGarbage().missing { print("photo \(gap.photoID): \(gap.path) is missing") }
/// ```
public struct MissingPhotoFile: Sendable, Equatable, Codable {
    /// The photo row.
    public var photoID: Int64
    /// The absolute path where the file should be.
    public var path: String
    /// Whether the missing file is the thumbnail rather than the photo.
    public var isThumbnail: Bool

    /// Describes one missing file.
    public init(photoID: Int64, path: String, isThumbnail: Bool) {
        self.photoID = photoID
        self.path = path
        self.isThumbnail = isThumbnail
    }
}
