/// Bounds that a decoder checks before it allocates: the bytes a file may hold, from the file
/// system, and the pixels and progressive scans an image may have, from its header.
///
/// Together they bound what one decode holds, whatever the input: at most `maxFileBytes` of
/// input plus about 6 bytes a pixel for `maxPixels` pixels (a PNG's rows, with its gray output
/// and the picture turned upright), so about 560 MB with the standard limits.
///
/// ```swift
/// let decoder = ImageDecoder(limits: DecodingLimits(maxPixels: 20_000_000))
/// ```
public struct DecodingLimits: Sendable, Hashable {
    /// The most pixels (width × height) an image may have.
    public var maxPixels: Int
    /// The most bytes a file may hold before any of it is decoded.
    public var maxFileBytes: Int
    /// The most scans a progressive JPEG may have: each scan walks every block of the picture
    /// again, so thousands of tiny scans cost minutes for a few kilobytes. Encoders write about ten.
    public var maxProgressiveScans: Int

    /// The default limits: 50 megapixels, more than any phone photo; 256 MiB, room for a
    /// 50-megapixel PPM with 16-bit samples; 100 scans.
    public static let standard = DecodingLimits(maxPixels: 50_000_000)

    /// Creates limits allowing at most `maxPixels` pixels, `maxFileBytes` bytes and
    /// `maxProgressiveScans` scans.
    public init(maxPixels: Int, maxFileBytes: Int = 256 << 20, maxProgressiveScans: Int = 100) {
        self.maxPixels = maxPixels
        self.maxFileBytes = maxFileBytes
        self.maxProgressiveScans = maxProgressiveScans
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

    /// `W×H is N pixels`, for sizes read from a header: the product of two header fields may not
    /// fit an `Int`, and an error message must never trap.
    static func pixelCountText(width: Int, height: Int) -> String {
        let (pixels, overflow) = width.multipliedReportingOverflow(by: height)
        let count = overflow ? "more than \(Int.max)" : "\(pixels)"
        return "\(width)×\(height) is \(count) pixels"
    }
}
