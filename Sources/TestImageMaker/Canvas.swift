import RasterKit

/// A mutable gray picture to compose scenes on (RasterKit keeps `GrayImage.pixels` read-only
/// outside the module, and per-pixel subscripts would be slow for whole-image work).
struct Canvas {
    let width: Int
    let height: Int
    var pixels: [UInt8]

    init(width: Int, height: Int, fill: UInt8) {
        self.width = width
        self.height = height
        pixels = [UInt8](repeating: fill, count: width * height)
    }

    init(_ image: GrayImage) {
        let packed = image.packed()
        width = packed.width
        height = packed.height
        pixels = packed.pixels
    }

    /// A canvas shaded from `top` to `bottom` gray, like paper lit from one side.
    static func gradient(width: Int, height: Int, top: UInt8, bottom: UInt8) -> Canvas {
        var canvas = Canvas(width: width, height: height, fill: top)
        for y in 0..<height {
            let t = height > 1 ? Double(y) / Double(height - 1) : 0
            let level = UInt8((Double(top) + (Double(bottom) - Double(top)) * t).rounded())
            for x in 0..<width { canvas.pixels[y * width + x] = level }
        }
        return canvas
    }

    var image: GrayImage {
        guard let image = GrayImage(width: width, height: height, pixels: pixels) else {
            preconditionFailure("a canvas always holds width × height pixels")
        }
        return image
    }

    /// Copies `image` with its top-left corner at (`x`, `y`), clipped to the canvas.
    mutating func paste(_ image: GrayImage, x: Int, y: Int) {
        for row in 0..<image.height where (0..<height).contains(y + row) {
            for column in 0..<image.width where (0..<width).contains(x + column) {
                pixels[(y + row) * width + x + column] = image[column, row]
            }
        }
    }

    mutating func fillRect(x: Int, y: Int, width rectWidth: Int, height rectHeight: Int, level: UInt8) {
        let left = max(0, x), right = min(width, x + rectWidth)
        let top = max(0, y), bottom = min(height, y + rectHeight)
        guard left < right, top < bottom else { return }
        for row in top..<bottom {
            for column in left..<right {
                pixels[row * width + column] = level
            }
        }
    }
}
