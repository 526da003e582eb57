import RasterKit

/// A window cut from an image around a box, widened by a margin on every side and clipped to the
/// image, with the way back from the window's coordinates to the image's.
///
/// Around a striped region (`CodeRegionFinder`) the margin is `reach` times the region's longer
/// side and 16 pixels more, so that a code's quiet zones and an add-on beside it lie inside
/// however it is turned. There the region's stripes are most of what there is, so a look that
/// follows the strongest stripe direction follows the code's, not that of the page around it.
///
/// ```swift
/// for region in CodeRegionFinder().regions(in: photo) {
///     guard let look = ImageWindow(around: region, in: photo) else { continue }
///     let codes = BlurredCodeReader().read(look.window).map(look.inImage)
/// }
/// ```
struct ImageWindow: Sendable {
    /// The window, cut from the image.
    let window: GrayImage
    /// Where the window's top left corner lies in the image.
    let left: Int, top: Int

    /// The window `margin` pixels past `box` on every side (in `image`'s coordinates), or `nil`
    /// when it lies outside the image.
    init?(around box: BoundingBox, margin: Int, in image: GrayImage) {
        let left = max(0, box.x - margin), top = max(0, box.y - margin)
        guard let window = image.cropped(x: left, y: top, width: box.maxX + margin - left,
                                         height: box.maxY + margin - top) else { return nil }
        self.window = window
        self.left = left
        self.top = top
    }

    /// The window around `region` (in `image`'s coordinates), or `nil` when it lies outside the image.
    init?(around region: CodeRegion, in image: GrayImage, reach: Double = 0.6) {
        let bars = region.bars
        guard let box = BoundingBox(enclosing: bars.corners.map { (x: Int($0.x.rounded()), y: Int($0.y.rounded())) })
        else { return nil }
        self.init(around: box, margin: Int(max(bars.length, bars.breadth) * reach) + 16, in: image)
    }

    /// `box`, in the image's coordinates, as it lies in the window.
    func inWindow(_ box: BoundingBox) -> BoundingBox {
        BoundingBox(x: box.x - left, y: box.y - top, width: box.width, height: box.height)
    }

    /// `code`, read in the window, with its box in the image's coordinates.
    func inImage(_ code: Barcode) -> Barcode {
        var placed = code
        placed.bounds.x += left
        placed.bounds.y += top
        return placed
    }
}
