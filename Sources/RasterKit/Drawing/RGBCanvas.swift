/// An 8-bit RGB image to draw on, e.g. a grayscale photo with coloured marks over it.
///
/// Samples are stored packed, row by row from the top, three per pixel (red, green, blue).
/// Every drawing operation clips at the edges, so shapes may reach outside the canvas.
///
/// ```swift
/// var canvas = RGBCanvas(GrayImage(width: 64, height: 32, fill: 128))
/// canvas.outline(PixelRect(x: 4, y: 4, width: 20, height: 10), thickness: 2, colour: .white)
/// canvas.draw("EAN-8", x: 30, y: 8, scale: 1, colour: .white)
/// let png = try PNGEncoder().encode(canvas)
/// ```
public struct RGBCanvas: Sendable, Hashable {
    /// Width in pixels.
    public let width: Int
    /// Height in pixels.
    public let height: Int
    /// Red, green and blue of every pixel, `width * height * 3` bytes, rows packed.
    public internal(set) var samples: [UInt8]

    /// A canvas of one colour.
    ///
    /// - Precondition: `width` and `height` are positive.
    public init(width: Int, height: Int, fill: RGBColour = .black) {
        precondition(width > 0 && height > 0, "RGBCanvas needs a positive size")
        self.width = width
        self.height = height
        samples = [UInt8](repeating: 0, count: width * height * 3)
        self.fill(PixelRect(x: 0, y: 0, width: width, height: height), with: fill)
    }

    /// A canvas showing `image` in gray (row padding is dropped).
    public init(_ image: GrayImage) {
        width = image.width
        height = image.height
        let (width, bytesPerRow) = (image.width, image.bytesPerRow)
        samples = [UInt8](unsafeUninitializedCapacity: width * image.height * 3) { buffer, count in
            image.pixels.withUnsafeBufferPointer { gray in
                for y in 0..<image.height {
                    let source = y * bytesPerRow, target = y * width * 3
                    for x in 0..<width {
                        let level = gray[source + x]
                        buffer[target + 3 * x] = level
                        buffer[target + 3 * x + 1] = level
                        buffer[target + 3 * x + 2] = level
                    }
                }
            }
            count = width * image.height * 3
        }
    }

    /// The colour at column `x`, row `y`.
    ///
    /// - Precondition: the pixel is inside the canvas.
    public subscript(x: Int, y: Int) -> RGBColour {
        get {
            let offset = (y * width + x) * 3
            return RGBColour(red: samples[offset], green: samples[offset + 1], blue: samples[offset + 2])
        }
        set {
            let offset = (y * width + x) * 3
            samples[offset] = newValue.red
            samples[offset + 1] = newValue.green
            samples[offset + 2] = newValue.blue
        }
    }

    /// The whole canvas as a rectangle.
    public var frame: PixelRect { PixelRect(x: 0, y: 0, width: width, height: height) }
}
