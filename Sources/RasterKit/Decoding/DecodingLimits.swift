/// Bounds that a decoder checks from the header, before it allocates pixel memory.
///
/// ```swift
/// let decoder = ImageDecoder(limits: DecodingLimits(maxPixels: 20_000_000))
/// ```
public struct DecodingLimits: Sendable, Hashable {
    /// The most pixels (width × height) an image may have.
    public var maxPixels: Int

    /// The default limit: 50 megapixels, more than any phone photo.
    public static let standard = DecodingLimits(maxPixels: 50_000_000)

    /// Creates limits allowing at most `maxPixels` pixels.
    public init(maxPixels: Int) {
        self.maxPixels = maxPixels
    }

    /// Throws `.tooLarge` unless a `width` × `height` image fits, and `.corrupt` for sizes that
    /// are not positive.
    func check(width: Int, height: Int, format: ImageFormat, source: String) throws(ImageError) {
        guard width > 0, height > 0 else {
            throw ImageError(source: source, reason: .corrupt(format, detail: "size \(width)×\(height)"))
        }
        let (pixels, overflow) = width.multipliedReportingOverflow(by: height)
        guard !overflow, pixels <= maxPixels else {
            throw ImageError(source: source, reason: .tooLarge(width: width, height: height, limit: maxPixels))
        }
    }
}
