import Foundation
import RasterKit

/// The part of an image around a code seen at a box: a window reaching past the box, and the
/// striped region in it that holds the box's centre, in the window's coordinates.
///
/// By default the window reaches past the box by 1.2 times its longer side, further than an
/// add-on can lie from the code's end whichever way the code is turned, so a look there sees the
/// whole symbol at a fraction of the cost of the whole image.
struct CodeNeighbourhood: Sendable {
    /// The window, cut from the image.
    let window: GrayImage
    /// Where the window's top left corner lies in the image.
    let left: Int, top: Int
    /// The striped region holding the box's centre, in window coordinates.
    let region: CodeRegion
    /// Every striped region found in the window, strongest first, `region` among them.
    let regions: [CodeRegion]

    /// The neighbourhood of `box` in `image`, or `nil` when no striped region holds its centre.
    /// The window reaches past the box by `reach` times its longer side, and 16 pixels more.
    init?(of box: BoundingBox, in image: GrayImage, reach: Double = 1.2, finder: CodeRegionFinder = CodeRegionFinder()) {
        let reach = Int(Double(max(box.width, box.height)) * reach) + 16
        let left = max(0, box.x - reach), top = max(0, box.y - reach)
        guard let window = image.cropped(x: left, y: top, width: box.width + 2 * reach,
                                         height: box.height + 2 * reach) else { return nil }
        let centre = (x: Double(box.x - left) + Double(box.width) / 2, y: Double(box.y - top) + Double(box.height) / 2)
        let regions = finder.regions(in: window)
        guard let holding = regions.first(where: { $0.bars.contains(x: centre.x, y: centre.y) }) else { return nil }
        self.window = window
        self.left = left
        self.top = top
        region = holding
        self.regions = regions
    }

    /// The region in the image's coordinates.
    var regionInImage: CodeRegion {
        CodeRegion(bars: region.bars.offset(dx: Double(left), dy: Double(top)), strength: region.strength)
    }

    /// Where `box` (in the image's coordinates) lies along the region's reading direction, in
    /// the window's coordinates: the ends of its projection, and the lean, how much of the
    /// projection the box's other side adds. zbar's box holds the points where its scan lines
    /// ended a decode; on a code turned by an angle its short side leans into the length by up to
    /// `lean`, so the code itself lies within `low + lean / 2 ... high - lean / 2` or so.
    func projection(of box: BoundingBox) -> (low: Double, high: Double, lean: Double) {
        let angle = region.bars.angle
        let (c, s) = (cos(angle), sin(angle))
        let along = [(box.x, box.y), (box.maxX, box.y), (box.x, box.maxY), (box.maxX, box.maxY)].map { corner in
            Double(corner.0 - left) * c + Double(corner.1 - top) * s
        }
        let lean = Double(min(box.width, box.height)) * abs(sin(2 * angle)) / 2
        return (along.min() ?? 0, along.max() ?? 0, lean)
    }

    /// `code`, read in the window, with its box in the image's coordinates.
    func inImage(_ code: Barcode) -> Barcode {
        var placed = code
        placed.bounds.x += left
        placed.bounds.y += top
        return placed
    }
}
