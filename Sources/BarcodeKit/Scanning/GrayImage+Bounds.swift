import RasterKit

extension GrayImage {
    /// The whole image as a box, for geometry that must know where the picture ends.
    var bounds: BoundingBox { BoundingBox(x: 0, y: 0, width: width, height: height) }
}
