/// A small colour JPEG of a photo, upright, made when the photo is attached.
///
/// ```swift
/// let photo = try PhotoPreparer().prepare(bytes, name: "cover.jpg")
/// print(photo.thumbnail.width, photo.thumbnail.height)   // 240 320 for a portrait photo
/// ```
public struct PhotoThumbnail: Sendable, Hashable {
    /// The JPEG file (baseline, sRGB, no metadata).
    public var bytes: [UInt8]
    /// Width in pixels, as displayed.
    public var width: Int
    /// Height in pixels, as displayed.
    public var height: Int

    /// Wraps a thumbnail's bytes and size.
    public init(bytes: [UInt8], width: Int, height: Int) {
        self.bytes = bytes
        self.width = width
        self.height = height
    }
}
