import Foundation
import RasterKit

/// The part of an image around a code seen at a box: a window reaching past the box, and the
/// striped region in it that holds the box's centre, in the window's coordinates.
///
/// By default the window reaches past the box by 1.2 times its longer side, further than an
/// add-on can lie from the code's end whichever way the code is turned, so a look there sees the
/// whole symbol at a fraction of the cost of the whole image.
struct CodeNeighbourhood: Sendable {
    /// The window and where it lies in the image.
    private let cut: ImageWindow
    /// The striped region holding the box's centre, in window coordinates.
    let region: CodeRegion
    /// Every striped region found in the window, strongest first, `region` among them.
    let regions: [CodeRegion]

    /// The reach, in times the box's longer side, that holds an add-on beside the code when the
    /// box covers the whole code.
    static let addOnReach = 1.2

    /// The neighbourhood of `box` in `image`, or `nil` when no striped region holds its centre.
    /// The window reaches past the box by `reach` times its longer side, and 16 pixels more.
    init?(of box: BoundingBox, in image: GrayImage, reach: Double = addOnReach, finder: CodeRegionFinder = CodeRegionFinder()) {
        guard let cut = ImageWindow(around: box, margin: Int(Double(max(box.width, box.height)) * reach) + 16,
                                    in: image) else { return nil }
        let centre = (x: Double(box.x - cut.left) + Double(box.width) / 2, y: Double(box.y - cut.top) + Double(box.height) / 2)
        let regions = finder.regions(in: cut.window)
        guard let holding = regions.first(where: { $0.bars.contains(x: centre.x, y: centre.y) }) else { return nil }
        self.cut = cut
        region = holding
        self.regions = regions
    }

    /// The window, cut from the image.
    var window: GrayImage { cut.window }
    /// Where the window's top left corner lies in the image.
    var left: Int { cut.left }
    var top: Int { cut.top }

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
        cut.inImage(code)
    }
}
