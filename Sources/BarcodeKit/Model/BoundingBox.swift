/// Where a barcode was read: the axis-aligned box from the first to the last point its scan lines
/// crossed, in image coordinates (origin top left). A code read on a single scan line has a box of
/// zero height.
///
/// A measurement, not an area to paint: RasterKit's `PixelRect` is the set of whole pixels a
/// drawing covers, and `ScanAnnotation` turns one into the other.
public struct BoundingBox: Sendable, Hashable, Codable, CustomStringConvertible {
    /// Left edge.
    public var x: Int
    /// Top edge.
    public var y: Int
    /// Width in pixels (zero for a code seen on a single vertical line).
    public var width: Int
    /// Height in pixels (zero for a code seen on a single scan line).
    public var height: Int

    /// Creates a box from its top-left corner and size.
    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// The smallest box holding every point.
    ///
    /// - Returns: `nil` for no points.
    public init?(enclosing points: [(x: Int, y: Int)]) {
        guard let first = points.first else { return nil }
        var minX = first.x, maxX = first.x, minY = first.y, maxY = first.y
        for point in points.dropFirst() {
            minX = min(minX, point.x); maxX = max(maxX, point.x)
            minY = min(minY, point.y); maxY = max(maxY, point.y)
        }
        self.init(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// Right edge (`x + width`).
    public var maxX: Int { x + width }
    /// Bottom edge (`y + height`).
    public var maxY: Int { y + height }

    /// `x,y widthxheight`, e.g. `12,40 180x64`.
    public var description: String { "\(x),\(y) \(width)x\(height)" }
}
