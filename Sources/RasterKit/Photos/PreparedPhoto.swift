/// A photo that was checked and cleaned, ready to be stored, with its thumbnail.
///
/// `bytes` is the file to store: the same image data as the input, minus location, camera and
/// other metadata; `width` and `height` are the size the photo is shown at, after its
/// orientation is applied.
///
/// ```swift
/// let photo = try PhotoPreparer().prepare(upload, name: "IMG_2041.jpg")
/// try store(photo.bytes, type: photo.format.mediaType)
/// try store(photo.thumbnail.bytes, type: "image/jpeg")
/// ```
public struct PreparedPhoto: Sendable, Hashable {
    /// The cleaned file.
    public var bytes: [UInt8]
    /// Its real format, as sniffed and decoded.
    public var format: PhotoFormat
    /// Width in pixels as displayed (stored height when the orientation turns the picture).
    public var width: Int
    /// Height in pixels as displayed.
    public var height: Int
    /// The orientation the file declares; still in `bytes` as its only metadata when not `.up`.
    public var orientation: EXIFOrientation
    /// The JPEG thumbnail.
    public var thumbnail: PhotoThumbnail

    /// Assembles a prepared photo.
    public init(bytes: [UInt8], format: PhotoFormat, width: Int, height: Int,
                orientation: EXIFOrientation, thumbnail: PhotoThumbnail) {
        self.bytes = bytes
        self.format = format
        self.width = width
        self.height = height
        self.orientation = orientation
        self.thumbnail = thumbnail
    }
}
