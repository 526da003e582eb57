/// A rectangle of whole pixels to draw, origin top left, that may reach outside an image: drawing
/// clips it.
///
/// `maxX` and `maxY` are exclusive, so a 1×1 rectangle covers exactly the pixel at `x, y`. Where a
/// barcode was read is BarcodeKit's `BoundingBox`, a measured box, not an area.
///
/// ```swift
/// let box = PixelRect(x: -5, y: 10, width: 20, height: 8)
/// print(box.clipped(width: 100, height: 100))   // x 0, y 10, width 15, height 8
/// ```
public struct PixelRect: Sendable, Hashable {
    /// Left edge (first column inside).
    public var x: Int
    /// Top edge (first row inside).
    public var y: Int
    /// Columns covered; zero or less covers nothing.
    public var width: Int
    /// Rows covered; zero or less covers nothing.
    public var height: Int

    /// Creates a rectangle from its top-left corner and size.
    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// The first column right of the rectangle (`x + width`).
    public var maxX: Int { x + width }
    /// The first row below the rectangle (`y + height`).
    public var maxY: Int { y + height }
    /// Whether it covers no pixel.
    public var isEmpty: Bool { width <= 0 || height <= 0 }

    /// Whether the pixel at `px, py` is inside.
    public func contains(x px: Int, y py: Int) -> Bool {
        px >= x && px < maxX && py >= y && py < maxY
    }

    /// The rectangle grown by `margin` pixels on every side (shrunk when `margin` is negative).
    public func expanded(by margin: Int) -> PixelRect {
        PixelRect(x: x - margin, y: y - margin, width: width + 2 * margin, height: height + 2 * margin)
    }

    /// The part inside an image of `width` × `height` pixels; empty when none is.
    public func clipped(width imageWidth: Int, height imageHeight: Int) -> PixelRect {
        let left = max(x, 0), top = max(y, 0)
        let right = min(maxX, imageWidth), bottom = min(maxY, imageHeight)
        return PixelRect(x: left, y: top, width: max(right - left, 0), height: max(bottom - top, 0))
    }
}
