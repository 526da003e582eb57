/// The largest photo accepted, in bytes and in pixels. Both are checked before any pixel is
/// decoded: the byte count first, then the size the header declares.
///
/// ```swift
/// let preparer = PhotoPreparer(limits: PhotoLimits(maxBytes: 10_000_000, maxPixels: 24_000_000))
/// ```
public struct PhotoLimits: Sendable, Hashable, Codable {
    /// The most bytes a file may have.
    public var maxBytes: Int
    /// The most pixels (width × height, i.e. megapixels × 1 000 000) an image may have.
    public var maxPixels: Int

    /// 25 MB and 50 megapixels: room for any phone's full-resolution photo, and a bound on the
    /// memory a PNG costs to decode (about 6 bytes a pixel; a JPEG costs far less).
    public static let standard = PhotoLimits(maxBytes: 25_000_000, maxPixels: 50_000_000)

    /// Creates limits of `maxBytes` bytes and `maxPixels` pixels.
    public init(maxBytes: Int, maxPixels: Int) {
        self.maxBytes = maxBytes
        self.maxPixels = maxPixels
    }
}
