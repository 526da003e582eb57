/// An 8-bit grayscale (luminance) image, the one pixel format every scanner in ShelfScan reads.
///
/// Rows are stored top to bottom; each row starts `bytesPerRow` bytes after the previous one, so a
/// camera frame with padding can be wrapped without copying. Pixel value 0 is black, 255 white.
///
/// ```swift
/// var image = GrayImage(width: 4, height: 2, fill: 255)
/// image[1, 0] = 0
/// print(image[1, 0])   // 0
/// ```
public struct GrayImage: Sendable, Hashable {
    /// Width in pixels.
    public let width: Int
    /// Height in pixels.
    public let height: Int
    /// Distance in bytes from the start of one row to the start of the next (at least `width`).
    public let bytesPerRow: Int
    /// The pixel bytes, `bytesPerRow * height` of them (the last row may be exactly `width` long).
    public internal(set) var pixels: [UInt8]

    /// Wraps existing pixel bytes.
    ///
    /// - Returns: `nil` when the sizes are not positive or `pixels` is too short for them.
    public init?(width: Int, height: Int, bytesPerRow: Int? = nil, pixels: [UInt8]) {
        let stride = bytesPerRow ?? width
        guard width > 0, height > 0, stride >= width,
              pixels.count >= stride * (height - 1) + width else { return nil }
        self.width = width
        self.height = height
        self.bytesPerRow = stride
        self.pixels = pixels
    }

    /// Creates an image of one colour; rows are packed (`bytesPerRow == width`).
    ///
    /// - Precondition: `width` and `height` are positive.
    public init(width: Int, height: Int, fill: UInt8 = 0) {
        precondition(width > 0 && height > 0, "GrayImage needs a positive size")
        self.width = width
        self.height = height
        self.bytesPerRow = width
        self.pixels = [UInt8](repeating: fill, count: width * height)
    }

    /// Number of pixels (`width * height`).
    public var pixelCount: Int { width * height }

    /// The pixel at column `x`, row `y`.
    public subscript(x: Int, y: Int) -> UInt8 {
        get { pixels[y * bytesPerRow + x] }
        set { pixels[y * bytesPerRow + x] = newValue }
    }

    /// Whether rows are stored without padding (`bytesPerRow == width`).
    public var isPacked: Bool { bytesPerRow == width }

    /// The same picture with rows stored without padding.
    public func packed() -> GrayImage {
        if isPacked { return self }
        var out = [UInt8](repeating: 0, count: width * height)
        pixels.withUnsafeBufferPointer { src in
            out.withUnsafeMutableBufferPointer { dst in
                for y in 0..<height {
                    let from = src.baseAddress! + y * bytesPerRow
                    (dst.baseAddress! + y * width).update(from: from, count: width)
                }
            }
        }
        return GrayImage(width: width, height: height, packedPixels: out)
    }

    /// Trusted initialiser for packed buffers made inside RasterKit.
    init(width: Int, height: Int, packedPixels: [UInt8]) {
        self.width = width
        self.height = height
        self.bytesPerRow = width
        self.pixels = packedPixels
    }
}
